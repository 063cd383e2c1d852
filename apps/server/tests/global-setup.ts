import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@charter/db';
import { prepareDatabase } from '../src/database.js';
import { DEMO_PASSWORD_FOR_TESTS, databaseUrlFor } from './db-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbAdminUrl: string;
    dbTemplate: string;
  }
}

/**
 * One migrated, seeded template database per run; every test file clones it (CREATE DATABASE
 * ... TEMPLATE), so files run in parallel on databases of their own. The server is the embedded
 * PostgreSQL unless DATABASE_URL names another (CI runs both).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | null = null;
  let dataDir: string | null = null;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'charter-test-pg-'));
    // Under root the server runs as the postgres user, which must be able to enter the folder.
    await chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir, durable: false });
    adminUrl = embedded.url;
  }
  const template = `charter_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  await prepareDatabase(databaseUrlFor(adminUrl, template), { demo: true, demoPassword: DEMO_PASSWORD_FOR_TESTS });
  await admin.end();

  project.provide('dbAdminUrl', adminUrl);
  project.provide('dbTemplate', template);

  return async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${template} with (force)`).catch(() => {});
    await c.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (embedded) await rm(embedded.dataDir, { recursive: true, force: true });
  };
}
