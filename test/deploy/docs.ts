/**
 * docs/operations.md's deploy walk as the test runs it: every ```sh block there is preceded by a
 * `<!-- deploy-test: <where> <id> -->` comment naming where it runs (host, server, offsite) and its id.
 * The test runs each block by id with the substitutions of `substitute` and checks at the end that it
 * ran them all (`notRun`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where a block runs: the machine with podman, the systemd server container, the backup machine container. */
export type Where = 'host' | 'server' | 'offsite';

/** One marked block of commands. */
export interface DocBlock {
  where: Where;
  id: string;
  commands: string;
}

const MARKED = /<!-- deploy-test: (host|server|offsite) ([\w-]+) -->\s*\n([ \t]*)```sh\n([\s\S]*?)\n[ \t]*```/g;

/** The marked blocks of a markdown file, their indentation (a list item's) removed. */
export function docBlocks(file: string): DocBlock[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(MARKED)].map((match) => ({
    where: match[1] as Where,
    id: match[2]!,
    commands: match[4]!
      .split('\n')
      .map((line) => (line.startsWith(match[3]!) ? line.slice(match[3]!.length) : line))
      .join('\n'),
  }));
}

/** How many ```sh blocks the section under the `## heading` has (each must be marked, so that each is run). */
export function shellBlockCount(file: string, heading: string): number {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`${file} has no section "## ${heading}"`);
  const end = text.indexOf('\n## ', start + 1);
  return (text.slice(start, end < 0 ? undefined : end).match(/^[ \t]*```sh$/gm) ?? []).length;
}

/** Replaces each key of `replacements` by its value, everywhere in `commands`. */
export function substitute(commands: string, replacements: Record<string, string>): string {
  let out = commands;
  for (const [from, to] of Object.entries(replacements)) out = out.split(from).join(to);
  return out;
}

/** The deploy walk's blocks, by "where id". */
export class DocWalk {
  readonly blocks: Map<string, DocBlock>;
  private readonly ran = new Set<string>();

  constructor(readonly file = path.resolve('docs/operations.md')) {
    this.blocks = new Map(docBlocks(file).map((block) => [`${block.where} ${block.id}`, block]));
  }

  /** The commands of one block (marked as run). */
  take(where: Where, id: string): string {
    const block = this.blocks.get(`${where} ${id}`);
    if (!block) throw new Error(`docs/operations.md has no block marked "deploy-test: ${where} ${id}"`);
    this.ran.add(`${where} ${id}`);
    return block.commands;
  }

  /** The blocks not taken yet. */
  notRun(): string[] {
    return [...this.blocks.keys()].filter((key) => !this.ran.has(key));
  }
}
