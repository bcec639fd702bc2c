/**
 * A results file that cannot be read as written (a corrupted games.ndjson line, a
 * manifest.json that is not JSON or has a field of the wrong kind, a damaged
 * metrics.bin): the message starts with the file (and line), for the command to print
 * as one line.
 */
export class ResultsFileError extends Error {
  override readonly name = 'ResultsFileError';
}
