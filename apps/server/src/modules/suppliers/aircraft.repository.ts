import { asc, eq, sql } from 'drizzle-orm';
import { UNCATEGORISED_FLYING } from '@charter/shared';
import { aircraft, aircraftCategories, aircraftImages, type Db, type DbOrTx } from '@charter/db';
import type { AircraftCategoryDto, AircraftDto, AircraftImageDto, AircraftInput } from '@charter/shared';

export function categories(db: Db): Promise<AircraftCategoryDto[]> {
  return db
    .select({
      id: aircraftCategories.id,
      category: aircraftCategories.category,
      minPassenger: aircraftCategories.minPassenger,
      maxPassenger: aircraftCategories.maxPassenger,
      speedRangeMin: aircraftCategories.speedRangeMin,
      speedRangeMax: aircraftCategories.speedRangeMax,
      hourlyRateRangeMin: aircraftCategories.hourlyRateRangeMin,
      hourlyRateRangeMax: aircraftCategories.hourlyRateRangeMax,
      maximunFlighTimePerDay: aircraftCategories.maximumFlightTimePerDay,
      fuelBurnKgPerHour: aircraftCategories.fuelBurnKgPerHour,
      fuelType: aircraftCategories.fuelType,
      defaultPayloadKg: aircraftCategories.defaultPayloadKg,
      defaultRangeKm: aircraftCategories.defaultRangeKm,
    })
    .from(aircraftCategories)
    .orderBy(asc(aircraftCategories.sortOrder), asc(aircraftCategories.category));
}

/** A category's name and passenger range, for checking an aircraft's pax limit. */
export async function categoryRange(
  db: Db,
  id: string,
): Promise<{ category: string; minPassenger: number; maxPassenger: number } | undefined> {
  const [row] = await db
    .select({
      category: aircraftCategories.category,
      minPassenger: aircraftCategories.minPassenger,
      maxPassenger: aircraftCategories.maxPassenger,
    })
    .from(aircraftCategories)
    .where(eq(aircraftCategories.id, id));
  return row;
}

const AIRCRAFT_COLUMNS = sql`a.id, a.supplier_id as "supplierId", a.aircraft_category_id as "aircraftCategoryId",
  c.category as "aircraftCategory", a.license_number as "licenseNumber", a.type, a.name, a.passenger_limit as "passengerLimit",
  a.max_payload_kg as "maxPayloadKg", a.range_km as "rangeKm", a.dangerous_goods as "dangerousGoods",
  coalesce(a.max_payload_kg, c.default_payload_kg, a.passenger_limit * ${UNCATEGORISED_FLYING.payloadKgPerSeat}) as "payloadKg",
  coalesce(a.range_km, c.default_range_km, ${UNCATEGORISED_FLYING.rangeKm}) as "flyingRangeKm",
  a.aircraft_notes as "aircraftNotes", a.status,
  (select count(*)::int from aircraft_images i where i.aircraft_id = a.id) as "imageCount"`;

export async function listAircraft(db: Db, supplierId: string, status?: string): Promise<AircraftDto[]> {
  const r = await db.execute<AircraftDto & Record<string, unknown>>(sql`
    select ${AIRCRAFT_COLUMNS} from aircraft a left join aircraft_categories c on c.id = a.aircraft_category_id
    where a.supplier_id = ${supplierId} ${status ? sql`and a.status = ${status}` : sql``}
    order by a.status, lower(a.license_number), a.id`);
  return r.rows;
}

export async function findAircraft(db: DbOrTx, id: string): Promise<AircraftDto | undefined> {
  const r = await db.execute<AircraftDto & Record<string, unknown>>(sql`
    select ${AIRCRAFT_COLUMNS} from aircraft a left join aircraft_categories c on c.id = a.aircraft_category_id
    where a.id = ${id}`);
  return r.rows[0];
}

export async function insertAircraft(db: DbOrTx, input: AircraftInput): Promise<string> {
  const [row] = await db.insert(aircraft).values(input).returning({ id: aircraft.id });
  return row!.id;
}

export async function updateAircraft(db: DbOrTx, id: string, input: Omit<AircraftInput, 'supplierId'> & { status: string }) {
  await db
    .update(aircraft)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(aircraft.id, id));
}

const IMAGE_COLUMNS = {
  id: aircraftImages.id,
  aircraftId: aircraftImages.aircraftId,
  category: aircraftImages.category,
  contentType: aircraftImages.contentType,
  fileName: aircraftImages.fileName,
  size: aircraftImages.size,
  status: aircraftImages.status,
};

/** Image records without their bytes. */
export function listImages(db: Db, aircraftId: string): Promise<AircraftImageDto[]> {
  return db
    .select(IMAGE_COLUMNS)
    .from(aircraftImages)
    .where(eq(aircraftImages.aircraftId, aircraftId))
    .orderBy(asc(aircraftImages.createdAt), asc(aircraftImages.id));
}

/** An image's owner, and its bytes only when asked for. */
export async function findImage(db: Db, id: string) {
  const r = await db.execute<{ id: string; supplierId: string; fileName: string; contentType: string }>(sql`
    select i.id, a.supplier_id as "supplierId", i.file_name as "fileName", i.content_type as "contentType"
    from aircraft_images i join aircraft a on a.id = i.aircraft_id where i.id = ${id}`);
  return r.rows[0];
}

export async function imageBytes(db: Db, id: string): Promise<Buffer | undefined> {
  const [row] = await db.select({ data: aircraftImages.data }).from(aircraftImages).where(eq(aircraftImages.id, id));
  return row?.data;
}

export async function insertImage(
  db: Db,
  values: { aircraftId: string; category: string; contentType: string; fileName: string; data: Buffer },
): Promise<AircraftImageDto> {
  const [row] = await db
    .insert(aircraftImages)
    .values({ ...values, size: values.data.length })
    .returning(IMAGE_COLUMNS);
  return row!;
}

export async function deleteImage(db: Db, id: string) {
  await db.delete(aircraftImages).where(eq(aircraftImages.id, id));
}
