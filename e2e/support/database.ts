import pg from 'pg';

/**
 * The journeys' database, for the few scenes the API cannot set (there is no call that creates an
 * operator): the database global-setup made for this worker's server.
 */
async function databaseUrl(): Promise<string> {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  throw new Error('E2E_DATABASE_URL is not set: run the journeys through playwright.config.ts');
}

export async function withDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: await databaseUrl() });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/**
 * A new operator with a sign-in (the demo password), copied from supplier1's profile and filters
 * so it sees the same charters, and with no documents. While it is Active it is an operator like
 * any other (it hears of new charters): retire it with `retireOperator` when the journey ends.
 */
export async function freshOperator(email: string, companyName: string): Promise<string> {
  return withDatabase(async (db) => {
    await db.query('begin');
    await db.query(`create temp table new_supplier on commit drop as select * from suppliers where email = 'supplier1@demo.test'`);
    const made = await db.query<{ id: string }>(
      `update new_supplier set id = gen_random_uuid(), email = $1, company_name = $2, aoc_number = 'CASA.AOC.' || floor(random() * 1e6)::text
       returning id`,
      [email, companyName],
    );
    await db.query(`insert into suppliers select * from new_supplier`);
    await db.query(`create temp table new_user on commit drop as select * from users where email = 'supplier1@demo.test'`);
    await db.query(`update new_user set id = gen_random_uuid(), email = $1, supplier_id = $2`, [email, made.rows[0]!.id]);
    await db.query(`insert into users select * from new_user`);
    await db.query('commit');
    return made.rows[0]!.id;
  });
}

/** Makes an operator made by `freshOperator` Inactive, so later journeys meet only the demo operators. */
export async function retireOperator(supplierId: string): Promise<void> {
  await withDatabase(async (db) => {
    await db.query(`update suppliers set status = 'Inactive' where id = $1`, [supplierId]);
    await db.query(`update users set status = 'Inactive' where supplier_id = $1`, [supplierId]);
  });
}
