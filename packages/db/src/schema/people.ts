import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

const itinerary = {
  itineraryShowPrice: boolean('itinerary_show_price').notNull().default(false),
  itineraryShowSupplier: boolean('itinerary_show_supplier').notNull().default(false),
  itineraryHidePhone: boolean('itinerary_hide_phone').notNull().default(false),
  itineraryMinutesOffset: integer('itinerary_minutes_offset').notNull().default(0),
};

export const admins = pgTable('admins', {
  id: id(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  status: text('status').notNull().default('Active'),
  managesWorkflow: boolean('manages_workflow').notNull().default(false),
  managesMessages: boolean('manages_messages').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const charterAdmins = pgTable('charter_admins', {
  id: id(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  status: text('status').notNull().default('Active'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const clients = pgTable('clients', {
  id: id(),
  companyName: text('company_name').notNull(),
  companyAddress: text('company_address').notNull().default(''),
  companyPhone: text('company_phone').notNull().default(''),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  notesForSupplier: text('notes_for_supplier').notNull().default(''),
  clientType: text('client_type').notNull().default('Generic'),
  clientTypes: text('client_types').notNull().default('Generic'),
  charterTypes: text('charter_types').notNull().default(''),
  emailDomain: text('email_domain').notNull().default(''),
  canViewSupplierInfo: boolean('can_view_supplier_info').notNull().default(false),
  hidePrice: boolean('hide_price').notNull().default(false),
  directDebit: boolean('direct_debit').notNull().default(false),
  billingDueDate: integer('billing_due_date'),
  confirmedDate: date('confirmed_date'),
  preferred: boolean('preferred').notNull().default(false),
  marginType: text('margin_type'),
  ...itinerary,
  status: text('status').notNull().default('Active'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const clientDepartments = pgTable(
  'client_departments',
  {
    id: id(),
    clientMasterId: uuid('client_master_id')
      .notNull()
      .references(() => clients.id),
    departmentName: text('department_name').notNull(),
    departmentDescription: text('department_description').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    departmentPhone: text('department_phone').notNull().default(''),
    notesForSupplier: text('notes_for_supplier').notNull().default(''),
    canViewSupplierInfo: boolean('can_view_supplier_info').notNull().default(false),
    hidePrice: boolean('hide_price').notNull().default(false),
    ...itinerary,
    status: text('status').notNull().default('Active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('client_departments_client_idx').on(t.clientMasterId)],
);

export const clientStaff = pgTable(
  'client_staff',
  {
    id: id(),
    clientMasterId: uuid('client_master_id')
      .notNull()
      .references(() => clients.id),
    clientDepartmentId: uuid('client_department_id')
      .notNull()
      .references(() => clientDepartments.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    canViewSupplierInfo: boolean('can_view_supplier_info').notNull().default(false),
    managesWorkflow: boolean('manages_workflow').notNull().default(false),
    managesMessages: boolean('manages_messages').notNull().default(false),
    status: text('status').notNull().default('Active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('client_staff_client_idx').on(t.clientMasterId), index('client_staff_department_idx').on(t.clientDepartmentId)],
);

export const suppliers = pgTable('suppliers', {
  id: id(),
  companyName: text('company_name').notNull(),
  companyAddress: text('company_address').notNull().default(''),
  companyPhone: text('company_phone').notNull().default(''),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  aocNumber: text('aoc_number').notNull().default(''),
  status: text('status').notNull().default('Active'),
  preferred: boolean('preferred').notNull().default(false),
  clientTypes: text('client_types').notNull().default('Generic'),
  complianceTypes: text('compliance_types').notNull().default(''),
  doNotSendBidConfirmation: boolean('do_not_send_bid_confirmation').notNull().default(false),
  notifyOfManifestChanges: boolean('notify_of_manifest_changes').notNull().default(false),
  charterTypes: text('charter_types').notNull().default(''),
  locationFilterEnabled: boolean('location_filter_enabled').notNull().default(false),
  filterLocation: text('filter_location').notNull().default(''),
  passengerRangeFilterEnabled: boolean('passenger_range_filter_enabled').notNull().default(false),
  minPassengers: integer('min_passengers').notNull().default(0),
  maxPassengers: integer('max_passengers').notNull().default(0),
  canViewSupplierInfo: boolean('can_view_supplier_info').notNull().default(false),
  directDebit: boolean('direct_debit').notNull().default(false),
  confirmedDate: date('confirmed_date'),
  billingDueDate: integer('billing_due_date'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
