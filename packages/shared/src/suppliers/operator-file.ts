import type { SupplierDocumentDto } from './documents.js';

/**
 * The operator's file as read from a charter it bid on (supplier-and-admin section 2, "Supplier
 * from a charter"): {charter}/supplier/{supplierId}[/{activeKey}], read only, for whoever may know
 * the operator (access/viewer.ts seesOperator; rules in modules/suppliers/operator-file.service.ts).
 */
export const OPERATOR_FILE_TABS = ['Detail', 'Aircraft', 'Documents'] as const;
export type OperatorFileTab = (typeof OPERATOR_FILE_TABS)[number];

export interface OperatorAircraftDto {
  id: string;
  licenseNumber: string;
  type: string;
  name: string;
  aircraftCategory: string | null;
  passengerLimit: number;
  images: { id: string; category: string; fileName: string }[];
}

export interface OperatorFileDto {
  id: string;
  companyName: string;
  companyAddress: string;
  companyPhone: string;
  contactName: string;
  email: string;
  aocNumber: string;
  complianceTypes: string[];
  /** Admins and charter admins only (the account's state); null for everyone else. */
  status: string | null;
  preferred: boolean | null;
  /** The aircraft the operator offered on its bids on this charter, with their images. */
  aircraft: OperatorAircraftDto[];
}

/** A document of the operator's file: what it is, its state and approval; `canOpen` whether the viewer may open the file. */
export type OperatorDocumentDto = Omit<SupplierDocumentDto, 'supplierId' | 'expiredAt'> & { canOpen: boolean };
