import {
  CHARTER_TYPES,
  CLIENT_EDIT_MESSAGES,
  SUPPLIER_MESSAGES,
  adminSupplierProfileSchema,
  setSupplierStatusSchema,
  supplierProfileSchema,
  type AdminSupplierProfileInput,
  type SessionUser,
  type SupplierProfile,
  type SupplierListFilter,
  type SupplierProfileInput,
} from '@charter/shared';
import type { Db, Tx } from '@charter/db';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { fieldErrors, parseOr400 } from '../../lib/zod-errors.js';
import * as repo from './profile.repository.js';
import { actingSupplierId, joinList, requireAdmin } from './supplier-access.js';
import { presentProfile } from './supplier.presenter.js';
import { recordSupplierEvent } from './supplier-timeline.js';
import { announceApproval } from '../../onboarding/operator-approval.js';

/** The names the timeline gives the fields an admin changed. */
const FIELD_LABELS: Partial<Record<keyof repo.SupplierChanges, string>> = {
  companyName: 'Company Name',
  companyAddress: 'Company Address',
  companyPhone: 'Company Phone',
  firstName: 'First Name',
  lastName: 'Last Name',
  doNotSendBidConfirmation: 'Do Not Send Bid Confirmation',
  notifyOfManifestChanges: 'Notify Of Manifest Changes',
  charterTypes: 'Charter Types',
  locationFilterEnabled: 'Location Filter',
  filterLocation: 'Filter Location',
  passengerRangeFilterEnabled: 'Passenger Range Filter',
  minPassengers: 'Minimum Passengers',
  maxPassengers: 'Maximum Passengers',
  aocNumber: 'AOC Number',
  preferred: 'Preferred',
  clientTypes: 'Client Types',
  complianceTypes: 'Compliance Types',
  canViewSupplierInfo: 'Can View Supplier Info',
  directDebit: 'Direct Debit',
  confirmedDate: 'Confirmed Date',
  billingDueDate: 'Billing Due Date',
};

// Comma lists compare by their items: "Generic, QGov" as stored by older rows is "Generic,QGov".
const comparable = (v: unknown) => String(v ?? '').replace(/\s*,\s*/g, ',');

/** The labels of the fields whose value `changes` alters. */
function changedFields(before: repo.SupplierRow, changes: repo.SupplierChanges): string[] {
  return (Object.keys(FIELD_LABELS) as (keyof repo.SupplierChanges)[])
    .filter((k) => k in changes && comparable(changes[k]) !== comparable(before[k as keyof repo.SupplierRow]))
    .map((k) => FIELD_LABELS[k]!);
}

/** The settings lists holding the charter sub types a supplier filters on. */
const SUB_TYPE_LISTS = ['PassengerCharterTypes', 'FreightCharterTypes', 'AerialCharterTypes'];

/** Profile read and update, the admin's supplier list and the bid-on-behalf options. */
export class SupplierProfileService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: () => string = () => '',
  ) {}

  async get(user: SessionUser, id?: string): Promise<SupplierProfile> {
    const supplierId = await actingSupplierId(this.db, user, id);
    const row = await repo.findSupplier(this.db, supplierId);
    if (!row) throw notFound();
    return presentProfile(row, user);
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
        canViewSupplierInfo: input.canViewSupplierInfo,
        directDebit: input.directDebit,
        confirmedDate: input.confirmedDate ?? null,
        billingDueDate: input.billingDueDate ?? null,
      });
    }
    return this.db.transaction(async (tx) => {
      const before = await repo.findSupplier(tx, supplierId, true);
      if (!before) throw notFound();
      // An invited operator stays Invited until the invitation is accepted (or cancelled).
      if (before.status === 'Invited' && changes.status) changes.status = 'Invited';
      const row = (await repo.updateSupplier(tx, supplierId, changes))!;
      // A supplier's own edits are its business; what an admin changes on its account shows on the timeline.
      if (admin) {
        const fields = changedFields(before, changes);
        if (fields.length) {
          const status = { from: before.status, to: before.status };
          await recordSupplierEvent(tx, user, supplierId, {
            actionName: 'Profile Updated',
            reason: `Changed: ${fields.join(', ')}`,
            status,
          });
        }
        await this.recordStatusChange(tx, user, supplierId, before.status, row.status);
      }
      return presentProfile(row, user);
    });
  }

  /** POST setSupplierStatus (admin): Active or Inactive, with an optional reason on the timeline. */
  async setStatus(user: SessionUser, body: unknown): Promise<SupplierProfile> {
    requireAdmin(user);
    const input = parseOr400(setSupplierStatusSchema, body);
    return this.db.transaction(async (tx) => {
      const before = await repo.findSupplier(tx, input.id, true);
      if (!before) throw notFound();
      if (before.status === 'Invited')
        throw badRequest([CLIENT_EDIT_MESSAGES.invitedStatus], { status: [CLIENT_EDIT_MESSAGES.invitedStatus] });
      if (before.status === input.status) return presentProfile(before, user);
      const row = (await repo.updateSupplier(tx, input.id, { status: input.status }))!;
      await this.recordStatusChange(tx, user, input.id, before.status, row.status, input.reason);
      return presentProfile(row, user);
    });
  }

  private async recordStatusChange(tx: Tx, user: SessionUser, supplierId: string, from: string, to: string, reason?: string) {
    if (from === to) return;
    // Making an operator that signed up online Active approves it (ADR 0012): it is e-mailed once.
    if (from === 'Inactive' && to === 'Active')
      await announceApproval(tx, supplierId, { userId: user.userId, role: user.role }, this.publicUrl());
    await recordSupplierEvent(tx, user, supplierId, { actionName: 'Status Change', reason, status: { from, to } });
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

  list(user: SessionUser, status: SupplierListFilter) {
    requireAdmin(user);
    return repo.listSuppliers(this.db, status);
  }

  options(user: SessionUser) {
    requireAdmin(user);
    return repo.activeSupplierOptions(this.db);
  }
}
