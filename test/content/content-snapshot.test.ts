import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONTENT_DIR,
  loadContent,
  loadContentFrom,
} from '../../src/games/snap-ships/content/load-content.js';
import {
  readContentSnapshot,
  SNAPSHOT_FILE,
  writeContentSnapshot,
} from '../../src/games/snap-ships/content/content-snapshot.js';

const dir = mkdtempSync(join(tmpdir(), 'sortie-snapshot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
cpSync(CONTENT_DIR, dir, { recursive: true });

describe('content snapshot', () => {
  it('loads to exactly the content that validating the YAML gives', () => {
    const validated = loadContentFrom(dir);
    writeContentSnapshot(dir, validated);
    const fromSnapshot = readContentSnapshot(dir);
    expect(fromSnapshot).not.toBeNull();
    expect(fromSnapshot).toStrictEqual(validated);
    expect(fromSnapshot).toStrictEqual(loadContent());
    expect(JSON.stringify(fromSnapshot)).toBe(JSON.stringify(validated));
    expect(Object.keys(fromSnapshot!.parts)).toHaveLength(98);
    expect(Object.isFrozen(fromSnapshot!.chassis['sabre-xf-23-fighter'])).toBe(true);
  });

  it('is ignored once a YAML file or a validating module beside it changes', () => {
    expect(readContentSnapshot(dir)).not.toBeNull();
    const yaml = join(dir, 'table.yaml');
    const before = readFileSync(yaml);
    appendFileSync(yaml, '# edited after the build\n');
    expect(readContentSnapshot(dir)).toBeNull();
    writeFileSync(yaml, before);
    expect(readContentSnapshot(dir)).not.toBeNull();
    appendFileSync(join(dir, 'schema.ts'), '\n');
    expect(readContentSnapshot(dir)).toBeNull();
    writeContentSnapshot(dir, loadContentFrom(dir));
    expect(readContentSnapshot(dir)).not.toBeNull();
  });

  it('is ignored when missing or unreadable', () => {
    writeFileSync(join(dir, SNAPSHOT_FILE), '{"format":1,"sources":');
    expect(readContentSnapshot(dir)).toBeNull();
    rmSync(join(dir, SNAPSHOT_FILE));
    expect(readContentSnapshot(dir)).toBeNull();
  });
});
