import type { Db } from '@charter/db';
import {
  CHARTER_TYPES,
  SUPPLIER_MESSAGES,
  adminSupplierProfileSchema,
  supplierProfileSchema,
  type AdminSupplierProfileInput,
  type SessionUser,
  type SupplierProfile,
  type SupplierProfileInput,
} from '@charter/shared';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { fieldErrors } from '../../lib/zod-errors.js';
import * as repo from './profile.repository.js';
import { actingSupplierId, joinList, requireAdmin } from './supplier-access.js';
import { presentProfile } from './supplier.presenter.js';

/** The settings lists holding the charter sub types a supplier filters on. */
const SUB_TYPE_LISTS = ['PassengerCharterTypes', 'FreightCharterTypes', 'AerialCharterTypes'];

/** Profile read and update, the admin's supplier list and the bid-on-behalf options. */
export class SupplierProfileService {
  constructor(private readonly db: Db) {}

  async get(user: SessionUser, id?: string): Promise<SupplierProfile> {
    const supplierId = await actingSupplierId(this.db, user, id);
    const row = await repo.findSupplier(this.db, supplierId);
    if (!row) throw notFound();
    return presentProfile(row);
  }

  /** A supplier changes its own profile (admin-only fields are dropped); an admin any, including those. */
  async update(user: SessionUser, body: unknown): Promise<SupplierProfile> {
    const admin = user.role === 'Admin';
    const parsed = admin ? adminSupplierProfileSchema.safeParse(body) : supplierProfileSchema.safeParse(body);
    if (!parsed.success) {
      const { messages, errors } = fieldErrors(parsed.error.issues);
      throw badRequest(messages, errors);
    }
    const input: SupplierProfileInput & Partial<AdminSupplierProfileInput> = parsed.data;
    const supplierId = await actingSupplierId(this.db, user, admin ? input.id : undefined);
    await this.checkChoices(input.charterTypes, input.filterLocation);
    const changes: repo.SupplierChanges = {
      companyName: input.companyName,
      companyAddress: input.companyAddress,
      companyPhone: input.companyPhone,
      firstName: input.firstName,
      lastName: input.lastName,
      doNotSendBidConfirmation: input.doNotSendBidConfirmation,
      notifyOfManifestChanges: input.notifyOfManifestChanges,
      charterTypes: joinList(input.charterTypes),
      locationFilterEnabled: input.locationFilterEnabled,
      filterLocation: joinList(input.filterLocation),
      passengerRangeFilterEnabled: input.passengerRangeFilterEnabled,
      minPassengers: input.minPassengers,
      maxPassengers: input.maxPassengers,
      aocNumber: input.aocNumber,
    };
    if (admin) {
      Object.assign(changes, {
        preferred: input.preferred,
        clientTypes: joinList(input.clientTypes ?? []),
        complianceTypes: joinList(input.complianceTypes ?? []),
        status: input.status,
      });
    }
    const row = await repo.updateSupplier(this.db, supplierId, changes);
    if (!row) throw notFound();
    return presentProfile(row);
  }

  /**
   * Charter types are the sub types of the settings lists; a top-level type (Passenger, Freight,
   * Aerial) is accepted too and stands for all of its sub types. States are location state codes.
   */
  private async checkChoices(charterTypes: string[], states: string[]) {
    const errors: Record<string, string[]> = {};
    if (charterTypes.length) {
      const known = new Set([...(await repo.settingValues(this.db, SUB_TYPE_LISTS)), ...CHARTER_TYPES.map((t) => t.value)]);
      if (charterTypes.some((t) => !known.has(t))) errors.charterTypes = [SUPPLIER_MESSAGES.unknownCharterType];
    }
    if (states.length) {
      const known = new Set(await repo.stateCodes(this.db));
      if (states.some((s) => !known.has(s))) errors.filterLocation = [SUPPLIER_MESSAGES.unknownState];
    }
    if (Object.keys(errors).length) throw badRequest(Object.values(errors).flat(), errors);
  }

  list(user: SessionUser, status: 'Active' | 'Inactive' | 'All') {
    requireAdmin(user);
    return repo.listSuppliers(this.db, status);
  }

  options(user: SessionUser) {
    requireAdmin(user);
    return repo.activeSupplierOptions(this.db);
  }
}
