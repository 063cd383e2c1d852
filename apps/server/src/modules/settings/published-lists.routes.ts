import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import * as repo from './settings.repository.js';

/** The lists of GET accounts/charterType (supplier-and-admin section 3, "charter type settings"). */
const CHARTER_TYPE_LISTS = {
  passengerCharterTypes: 'PassengerCharterTypes',
  freightCharterTypes: 'FreightCharterTypes',
  aerialCharterTypes: 'AerialCharterTypes',
  aircraftTypes: 'AircraftTypes',
  dangerousGoods: 'DangerousGoods',
} as const;

const item = (r: { id: string; value: string; referenceId: string | null }) => ({ id: r.id, value: r.value, referenceId: r.referenceId });

/**
 * The settings lists the spec's forms read by name (core and supplier-and-admin section 7):
 * accounts/charterType for the request form, getCurrencies and inExclusions for the bid form, and
 * the admin's getReasonNames. Each answers who uses its screen.
 */
export async function publishedListRoutes(app: FastifyInstance, ctx: AppContext) {
  const list = async (name: string) => (await repo.valuesOf(ctx.db, name)).map(item);

  app.get('/api/accounts/charterType', { onRequest: ctx.guards.member }, async () => {
    const entries = await Promise.all(Object.entries(CHARTER_TYPE_LISTS).map(async ([key, name]) => [key, await list(name)] as const));
    return Object.fromEntries(entries);
  });

  const bidForm = { onRequest: ctx.guards.capable('placeBids') };
  app.get('/api/suppliers/getCurrencies', bidForm, async () => list('Currencies'));
  app.get('/api/suppliers/inExclusions', bidForm, async () => {
    const [inclusions, exclusions] = await Promise.all([list('Inclusions'), list('Exclusions')]);
    return { inclusions, exclusions };
  });

  app.get('/api/admin/getReasonNames', { onRequest: ctx.guards.capable('manageReferenceData') }, async () => repo.names(ctx.db, true));
}
