import type { Db } from '@charter/db';
import {
  AIRCRAFT_MESSAGES,
  DOCUMENT_MESSAGES,
  IMAGE_MAX_BYTES,
  aircraftImageFieldsSchema,
  aircraftSchema,
  passengerLimitProblem,
  updateAircraftSchema,
  type AircraftDto,
  type AircraftImageDto,
  type SessionUser,
  isUuid,
} from '@charter/shared';
import { actorFrom } from '../../access/actor.js';
import { recheckChartersFlying } from '../../domain/feasibility/charter-feasibility.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { parseOr400 as parse } from '../../lib/zod-errors.js';
import * as repo from './aircraft.repository.js';
import { actingSupplierId, assertOwnsRecord } from './supplier-access.js';
import { recordSupplierEvent } from './supplier-timeline.js';
import { sniffContentType, type MultipartUpload } from './uploads.js';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Aircraft and their images: a supplier its own, an admin any supplier's. */
export class AircraftService {
  constructor(private readonly db: Db) {}

  categories() {
    return repo.categories(this.db);
  }

  async list(user: SessionUser, supplierId: string, status?: 'Active' | 'Inactive'): Promise<AircraftDto[]> {
    return repo.listAircraft(this.db, await actingSupplierId(this.db, user, supplierId), status);
  }

  /** The category must exist, and the pax limit lie within its passenger range. */
  private async checkCategory(id: string, passengerLimit: number) {
    const category = await repo.categoryRange(this.db, id);
    if (!category) {
      throw badRequest([AIRCRAFT_MESSAGES.categoryRequired], { aircraftCategoryId: [AIRCRAFT_MESSAGES.categoryRequired] });
    }
    const problem = passengerLimitProblem(passengerLimit, category);
    if (problem) throw badRequest([problem], { passengerLimit: [problem] });
  }

  async add(user: SessionUser, body: unknown): Promise<AircraftDto> {
    // A supplier may leave its own id out.
    const input = parse(aircraftSchema, user.role === 'Supplier' ? { supplierId: user.supplierId, ...(body as object) } : body);
    const supplierId = await actingSupplierId(this.db, user, input.supplierId);
    await this.checkCategory(input.aircraftCategoryId, input.passengerLimit);
    return this.db.transaction(async (tx) => {
      const id = await repo.insertAircraft(tx, { ...input, supplierId });
      const saved = (await repo.findAircraft(tx, id))!;
      await recordSupplierEvent(tx, user, supplierId, { actionName: 'Aircraft Added', reason: describeAircraft(saved) });
      return saved;
    });
  }

  /** The aircraft must be the caller's (or, for an admin, anyone's); it cannot move to another supplier. */
  async update(user: SessionUser, body: unknown): Promise<AircraftDto> {
    const input = parse(updateAircraftSchema, body);
    const existing = await repo.findAircraft(this.db, input.id);
    assertOwnsRecord(user, existing?.supplierId);
    await this.checkCategory(input.aircraftCategoryId, input.passengerLimit);
    const { id, supplierId: _supplierId, ...changes } = input;
    return this.db.transaction(async (tx) => {
      await repo.updateAircraft(tx, id, changes);
      const saved = (await repo.findAircraft(tx, id))!;
      const statusNote = saved.status !== existing!.status ? `; now ${saved.status}` : '';
      await recordSupplierEvent(tx, user, saved.supplierId, {
        actionName: 'Aircraft Updated',
        reason: describeAircraft(saved) + statusNote,
      });
      // A charter already awarded to this aircraft is judged again against its new figures.
      await recheckChartersFlying(tx, id, actorFrom(user));
      return saved;
    });
  }

  private async ownAircraft(user: SessionUser, aircraftId: string): Promise<AircraftDto> {
    if (!isUuid(aircraftId)) throw notFound();
    const found = await repo.findAircraft(this.db, aircraftId);
    assertOwnsRecord(user, found?.supplierId);
    return found!;
  }

  async images(user: SessionUser, aircraftId: string): Promise<AircraftImageDto[]> {
    await this.ownAircraft(user, aircraftId);
    return repo.listImages(this.db, aircraftId);
  }

  async image(user: SessionUser, imageId: string) {
    if (!isUuid(imageId)) throw notFound();
    const found = await repo.findImage(this.db, imageId);
    assertOwnsRecord(user, found?.supplierId);
    const data = await repo.imageBytes(this.db, imageId);
    if (!data) throw notFound();
    return { ...found!, data };
  }

  /** The file's bytes decide its type; anything but JPEG, PNG or WebP is refused. */
  async addImage(user: SessionUser, upload: MultipartUpload): Promise<AircraftImageDto> {
    const fields = parse(aircraftImageFieldsSchema, upload.fields);
    await this.ownAircraft(user, fields.aircraftId);
    const file = upload.file;
    if (!file || file.data.length === 0) throw badRequest([DOCUMENT_MESSAGES.fileRequired], { file: [DOCUMENT_MESSAGES.fileRequired] });
    if (file.data.length > IMAGE_MAX_BYTES) throw badRequest([DOCUMENT_MESSAGES.tooLarge], { file: [DOCUMENT_MESSAGES.tooLarge] });
    if (!file.fileName) throw badRequest([DOCUMENT_MESSAGES.fileNameRequired], { fileName: [DOCUMENT_MESSAGES.fileNameRequired] });
    const contentType = sniffContentType(file.data);
    if (!contentType || !IMAGE_TYPES.has(contentType))
      throw badRequest([AIRCRAFT_MESSAGES.imageType], { file: [AIRCRAFT_MESSAGES.imageType] });
    return repo.insertImage(this.db, {
      aircraftId: fields.aircraftId,
      category: fields.category,
      contentType,
      fileName: file.fileName,
      data: file.data,
    });
  }

  async removeImage(user: SessionUser, imageId: string): Promise<void> {
    if (!isUuid(imageId)) throw notFound();
    const found = await repo.findImage(this.db, imageId);
    assertOwnsRecord(user, found?.supplierId);
    await repo.deleteImage(this.db, imageId);
  }
}

/** How the timeline names an aircraft: its registration and type. */
function describeAircraft(a: AircraftDto): string {
  return `${a.licenseNumber} (${a.type})`;
}
