import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../../tests/harness.js';
import { withDemoMembers } from '../../../tests/demo-members.js';

let s: TestServer;
const { t } = withDemoMembers((server) => (s = server));
const CALL = '/api/admin/setAircraftCategoryFuel';

type Category = { id: string; category: string; fuelBurnKgPerHour: number; fuelType: string };

describe('POST setAircraftCategoryFuel', () => {
  it('seeds sensible burns and lets an admin change one, which every CO2 estimate then uses', async () => {
    const list = (await s.call('GET', '/api/suppliers/categories', { token: t.admin })).body as Category[];
    expect(list.find((c) => c.category === 'Single Engine Piston')).toMatchObject({ fuelBurnKgPerHour: 45, fuelType: 'avgas' });
    expect(list.find((c) => c.category === 'Turboprop')).toMatchObject({ fuelBurnKgPerHour: 250, fuelType: 'jet' });

    // A booked demo charter: its sectors' estimates follow its aircraft category's burn.
    const booked = (
      await s.pool.query(
        `select cr.id, ac.id as "categoryId", ac.fuel_burn_kg_per_hour as burn, br.flight_time as "flightTime"
         from charter_requests cr join bid_routes br on br.bid_id = cr.bid_id and br."order" = 0
         join aircraft a on a.id = br.aircraft_ids[1] join aircraft_categories ac on ac.id = a.aircraft_category_id
         where cr.status = 'Confirmed' and cr.route_count = 1 limit 1`,
      )
    ).rows[0];
    const [h, m] = (booked.flightTime as string).split(':').map(Number);
    const hours = (h! * 60 + m!) / 60;
    const before = await s.call('GET', `/api/charterRequest/full/${booked.id}`, { token: t.admin });
    expect(before.body.award.co2[0].kg).toBe(Math.round(hours * booked.burn * 3.16));

    const set = await s.call('POST', CALL, {
      token: t.admin,
      body: { id: booked.categoryId, fuelBurnKgPerHour: 100, fuelType: 'avgas' },
    });
    expect(set.status).toBe(200);
    expect(set.body.messages).toEqual(['Fuel burn saved.']);
    expect((set.body.result as Category[]).find((c) => c.id === booked.categoryId)).toMatchObject({
      fuelBurnKgPerHour: 100,
      fuelType: 'avgas',
    });
    const after = await s.call('GET', `/api/charterRequest/full/${booked.id}`, { token: t.admin });
    expect(after.body.award.co2[0].kg).toBe(Math.round(hours * 100 * 3.1));
  });

  it('refuses what it cannot use, with the message, and changes nothing', async () => {
    const lightJet = ((await s.call('GET', '/api/suppliers/categories', { token: t.admin })).body as Category[]).find(
      (c) => c.category === 'Light Jet',
    )!;
    for (const [body, message] of [
      [{ id: lightJet.id, fuelBurnKgPerHour: -1, fuelType: 'jet' }, 'Fuel burn must be a whole number of kg per hour from 0 to 5,000'],
      [{ id: lightJet.id, fuelBurnKgPerHour: 12.5, fuelType: 'jet' }, 'Fuel burn must be a whole number of kg per hour from 0 to 5,000'],
      [{ id: lightJet.id, fuelBurnKgPerHour: 500, fuelType: 'diesel' }, 'Fuel must be jet or avgas'],
      [
        { id: '00000000-0000-4000-8000-000000000000', fuelBurnKgPerHour: 500, fuelType: 'jet' },
        'Choose an aircraft category from the list',
      ],
    ] as const) {
      const res = await s.call('POST', CALL, { token: t.admin, body });
      expect(res.status, message).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const again = ((await s.call('GET', '/api/suppliers/categories', { token: t.admin })).body as Category[]).find(
      (c) => c.id === lightJet.id,
    );
    expect(again).toEqual(lightJet);
  });

  it('is for admins only', async () => {
    const list = (await s.call('GET', '/api/suppliers/categories', { token: t.admin })).body as Category[];
    const body = { id: list[0]!.id, fuelBurnKgPerHour: 10, fuelType: 'jet' };
    for (const who of ['charteradmin', 'client', 'department', 'staff', 'supplier1']) {
      expect((await s.call('POST', CALL, { token: t[who], body })).status, who).toBe(403);
    }
  });
});
