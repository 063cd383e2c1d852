import { z } from '../zod.js';

/** The three kinds of client party an admin manages (supplier-and-admin section 2, clientList). */
export const CLIENT_LISTS = ['Clients', 'Departments', 'Staff'] as const;
export type ClientList = (typeof CLIENT_LISTS)[number];

export const PARTY_STATUS_FILTERS = ['Active', 'Inactive', 'Invited', 'All'] as const;
export type PartyStatusFilter = (typeof PARTY_STATUS_FILTERS)[number];

/** Lists answer at most this many rows; a search narrows them (an admin looks for a party by name). */
export const PARTY_LIST_LIMIT = 200;

export const partyListQuerySchema = z.object({
  status: z.enum(PARTY_STATUS_FILTERS).default('Active'),
  search: z.string().trim().max(100).default(''),
  clientId: z.uuid().optional(),
  departmentId: z.uuid().optional(),
});
export type PartyListQuery = z.output<typeof partyListQuerySchema>;

export interface ClientListItem {
  id: string;
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  clientType: string;
  status: string;
  departmentCount: number;
  staffCount: number;
  hasOwnMargin: boolean;
}

export interface DepartmentListItem {
  id: string;
  clientId: string;
  clientName: string;
  departmentName: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
  staffCount: number;
  hasOwnMargin: boolean;
}

export interface StaffListItem {
  id: string;
  clientId: string;
  clientName: string;
  departmentId: string;
  departmentName: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
  hasOwnMargin: boolean;
}

export interface PartyList<T> {
  items: T[];
  /** Every match, even past PARTY_LIST_LIMIT. */
  total: number;
}

export interface ClientDetail {
  id: string;
  companyName: string;
  companyAddress: string;
  companyPhone: string;
  firstName: string;
  lastName: string;
  email: string;
  notesForSupplier: string;
  clientType: string;
  clientTypes: string[];
  charterTypes: string[];
  emailDomain: string;
  canViewSupplierInfo: boolean;
  hidePrice: boolean;
  directDebit: boolean;
  /** Days after an invoice that payment is due; null when not agreed. */
  billingDueDate: number | null;
  preferred: boolean;
  status: string;
  itineraryShowPrice: boolean;
  itineraryShowSupplier: boolean;
  itineraryHidePhone: boolean;
  itineraryMinutesOffset: number;
  createdAt: string;
}

export interface DepartmentDetail {
  id: string;
  clientId: string;
  clientName: string;
  departmentName: string;
  departmentDescription: string;
  departmentPhone: string;
  firstName: string;
  lastName: string;
  email: string;
  notesForSupplier: string;
  canViewSupplierInfo: boolean;
  hidePrice: boolean;
  status: string;
  itineraryShowPrice: boolean;
  itineraryShowSupplier: boolean;
  itineraryHidePhone: boolean;
  itineraryMinutesOffset: number;
  createdAt: string;
}

export interface StaffDetail {
  id: string;
  clientId: string;
  clientName: string;
  departmentId: string;
  departmentName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  canViewSupplierInfo: boolean;
  managesWorkflow: boolean;
  managesMessages: boolean;
  status: string;
  createdAt: string;
}
