/** A refused merge (different configs, missing shards, ...). */
export class MergeError extends Error {
  override name = 'MergeError';
}
