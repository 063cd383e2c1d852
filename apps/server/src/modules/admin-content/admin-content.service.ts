import {
  ADMIN_CONTENT_MESSAGES as M,
  type AirportLookupDto,
  type AirportLookupInput,
  type AirportLookupPageDto,
  type AirportLookupQuery,
  type EmailTemplateDto,
  type EmailTemplateInput,
  type EmailTemplateSummaryDto,
  type TermsInput,
  type TermsVersionDto,
} from '@charter/shared';
import type { Db } from '@charter/db';
import { badRequest, notFound } from '../../lib/http-errors.js';
import * as repo from './admin-content.repository.js';

const fieldError = (field: string, message: string) => badRequest([message], { [field]: [message] });

/**
 * E-mail templates, the terms and conditions and the airport lookup (supplier-and-admin section 7,
 * "Admin"): the content of the Manage Workflows screen that is not the workflow table.
 */
export class AdminContentService {
  constructor(private readonly db: Db) {}

  // ---- E-mail templates

  templates(): Promise<EmailTemplateSummaryDto[]> {
    return repo.templates(this.db);
  }

  async template(id: string): Promise<EmailTemplateDto> {
    const row = await repo.templateById(this.db, id);
    if (!row) throw notFound();
    return row;
  }

  async newTemplate(input: EmailTemplateInput): Promise<EmailTemplateDto> {
    try {
      return await this.template(await repo.insertTemplate(this.db, input));
    } catch (err) {
      if (repo.isUniqueViolation(err)) throw fieldError('name', M.templateNameTaken);
      throw err;
    }
  }

  /** Saving under a new name renames it on the events that use it, so none is left pointing nowhere. */
  async saveTemplate(id: string, input: EmailTemplateInput): Promise<EmailTemplateDto> {
    try {
      await this.db.transaction(async (tx) => {
        const current = await repo.lockTemplate(tx, id);
        if (!current) throw notFound();
        await repo.updateTemplate(tx, id, input);
        if (current.name !== input.name) await repo.renameTemplateOnEvents(tx, current.name, input.name);
      });
    } catch (err) {
      if (repo.isUniqueViolation(err)) throw fieldError('name', M.templateNameTaken);
      throw err;
    }
    return this.template(id);
  }

  // ---- Terms and conditions

  async termsVersions(): Promise<TermsVersionDto[]> {
    return (await repo.termsVersions(this.db)).map((t) => ({ ...t, active: t.active === 'Active' ? 'Active' : 'Inactive' }));
  }

  /**
   * Publishes a new version: it becomes the terms members accept at sign-in (accounts reads the
   * newest Active version), so everyone accepts again once their access token is renewed. The old
   * versions stay with their acceptances. Saving the current text unchanged would make everyone
   * accept again for nothing, so it is refused.
   */
  async publishTerms(input: TermsInput): Promise<TermsVersionDto> {
    const id = await this.db.transaction(async (tx) => {
      await repo.lockTermsPublishing(tx);
      const current = await repo.currentTermsOfType(tx, input.termsType);
      if (current && current.label === input.label && current.terms.trim() === input.terms.trim()) {
        throw badRequest([M.termsUnchanged], { terms: [M.termsUnchanged] });
      }
      return repo.publishTerms(tx, input);
    });
    return (await this.termsVersions()).find((t) => t.id === id)!;
  }

  // ---- Airport lookups

  async searchLookups(q: AirportLookupQuery): Promise<AirportLookupPageDto> {
    const { items, total } = await repo.searchLookups(this.db, q);
    return { items, total, page: q.page, pageSize: q.pageSize };
  }

  async lookup(id: number): Promise<AirportLookupDto> {
    const row = await repo.lookupById(this.db, id);
    if (!row) throw notFound();
    return row;
  }

  /** The state must be a known location state; its name fills altState when none is given. */
  private async lookupRow(input: AirportLookupInput) {
    const stateName = await repo.locationStateName(this.db, input.state);
    if (!stateName) throw fieldError('state', M.unknownState);
    return { ...input, altState: input.altState ?? stateName };
  }

  async addLookup(input: AirportLookupInput): Promise<AirportLookupDto> {
    const row = await this.lookupRow(input);
    try {
      return await repo.insertLookup(this.db, row);
    } catch (err) {
      if (repo.isUniqueViolation(err)) throw fieldError('site', M.placeTaken);
      throw err;
    }
  }

  async updateLookup(id: number, input: AirportLookupInput): Promise<AirportLookupDto> {
    const row = await this.lookupRow(input);
    try {
      const updated = await repo.updateLookup(this.db, id, row);
      if (!updated) throw notFound();
      return updated;
    } catch (err) {
      if (repo.isUniqueViolation(err)) throw fieldError('site', M.placeTaken);
      throw err;
    }
  }

  async deleteLookup(id: number): Promise<void> {
    if (!(await repo.deleteLookup(this.db, id))) throw notFound();
  }
}
