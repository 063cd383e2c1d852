import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsDir, runMigrations } from './migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbAdminUrl: string;
  }
}

/**
 * packages/db/sql/functions/<name>.sql holds each function of ours as PostgreSQL has it once every
 * migration has run (pg_get_functiondef), and for a trigger function the triggers that call it
 * (pg_get_triggerdef, and whether they fire ALWAYS): the migrations are the history, these files the
 * current state. Each file opens with a line naming the last migration that created or replaced the
 * function. A migration that changes a function without its file fails here. `UPDATE_SQL_FUNCTIONS=1`
 * rewrites the files from the database instead (then read the diff before committing it).
 */

const FUNCTIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'sql', 'functions');

/** A trigger fires on ordinary writes ('O') unless it was enabled ALWAYS, for replicas only, or disabled. */
const TRIGGER_STATE: Record<string, (table: string, name: string) => string> = {
  O: () => '',
  A: (table, name) => `ALTER TABLE ${table} ENABLE ALWAYS TRIGGER ${name};\n`,
  R: (table, name) => `ALTER TABLE ${table} ENABLE REPLICA TRIGGER ${name};\n`,
  D: (table, name) => `ALTER TABLE ${table} DISABLE TRIGGER ${name};\n`,
};

/** Whitespace aside, and the comment lines a file may open with, a file must read as the database's text. */
function normalise(text: string): string {
  const lines = text.split('\n');
  while (lines.length > 0 && /^\s*(--.*)?$/.test(lines[0]!)) lines.shift();
  return lines.join('\n').replace(/\s+/g, ' ').trim();
}

/** Our functions (not an extension's) in public, by name: each overload's definition, then its triggers. */
async function definitionsIn(url: string): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    type Trigger = { def: string; tableName: string; name: string; enabled: string };
    const { rows } = await client.query<{ name: string; def: string; triggers: Trigger[] }>(`
      select p.proname as name, pg_get_functiondef(p.oid) as def,
        coalesce((select json_agg(json_build_object('def', pg_get_triggerdef(t.oid), 'tableName', t.tgrelid::regclass::text,
            'name', quote_ident(t.tgname), 'enabled', t.tgenabled) order by t.tgrelid::regclass::text, t.tgname)
          from pg_trigger t where t.tgfoid = p.oid and not t.tgisinternal), '[]') as triggers
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      order by p.proname, p.oid::regprocedure::text`);
    const byName = new Map<string, string>();
    for (const r of rows) {
      const triggers = r.triggers.map((t) => `${t.def};\n${TRIGGER_STATE[t.enabled]!(`public.${t.tableName}`, t.name)}`);
      const text = `${r.def.trimEnd()};\n${triggers.length ? `\n${triggers.join('')}` : ''}`;
      const before = byName.get(r.name);
      byName.set(r.name, before ? `${before}\n${text}` : text);
    }
    return byName;
  } finally {
    await client.end();
  }
}

/** The header a function's file opens with: the last migration that created or replaced it. */
async function headersFrom(dir: string, names: Iterable<string>): Promise<Map<string, string>> {
  const migrations = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const texts = await Promise.all(migrations.map((f) => readFile(path.join(dir, f), 'utf8')));
  const headers = new Map<string, string>();
  for (const name of names) {
    const creates = new RegExp(`create\\s+(or\\s+replace\\s+)?function\\s+("?public"?\\.)?"?${name}"?\\s*\\(`, 'i');
    const last = migrations.findLast((_, i) => creates.test(texts[i]!));
    headers.set(name, `-- As the database has it after every migration; last created or replaced by migrations/${last ?? '(none)'}.`);
  }
  return headers;
}

async function filesIn(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const name of (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort()) {
    files.set(name.slice(0, -'.sql'.length), await readFile(path.join(dir, name), 'utf8'));
  }
  return files;
}

describe('packages/db/sql/functions after every migration', () => {
  const adminUrl = inject('dbAdminUrl');
  const database = `charter_fn_${process.pid}_${Date.now().toString(36)}`;
  let inDatabase = new Map<string, string>();
  let files = new Map<string, string>();
  let headers = new Map<string, string>();

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    await runMigrations(url.toString());
    inDatabase = await definitionsIn(url.toString());
    headers = await headersFrom(migrationsDir(), inDatabase.keys());
    if (process.env.UPDATE_SQL_FUNCTIONS === '1') {
      for (const name of (await filesIn(FUNCTIONS_DIR)).keys()) {
        if (!inDatabase.has(name)) await rm(path.join(FUNCTIONS_DIR, `${name}.sql`));
      }
      for (const [name, text] of inDatabase) await writeFile(path.join(FUNCTIONS_DIR, `${name}.sql`), `${headers.get(name)}\n${text}`);
    }
    files = await filesIn(FUNCTIONS_DIR);
  });

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => {});
    await admin.end();
  });

  it('has a file for every function in the database', () => {
    const missing = [...inDatabase.keys()].filter((name) => !files.has(name));
    expect(missing, `functions in the database with no packages/db/sql/functions/<name>.sql`).toEqual([]);
  });

  it('has no file for a function the migrations dropped', () => {
    const stale = [...files.keys()].filter((name) => !inDatabase.has(name));
    expect(stale, `files in packages/db/sql/functions naming no function in the database`).toEqual([]);
  });

  it('names in each file the last migration that created or replaced the function', () => {
    const wrong = [...files.keys()]
      .filter((name) => headers.has(name) && files.get(name)!.split('\n')[0] !== headers.get(name))
      .map((name) => `${name}.sql should open with: ${headers.get(name)}`);
    expect(wrong).toEqual([]);
  });

  it('holds each function as the migrations left it', () => {
    const differing = [...files.keys()].filter(
      (name) => inDatabase.has(name) && normalise(files.get(name)!) !== normalise(inDatabase.get(name)!),
    );
    // The database's whole text, so the file can be brought up to date from the failure.
    const told = differing.map((name) => `packages/db/sql/functions/${name}.sql differs; the database has:\n${inDatabase.get(name)}`);
    expect(told, 'files that differ from the migrated database (whitespace aside)').toEqual([]);
  });
});
