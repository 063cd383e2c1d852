import type { AccountRole, SessionUser } from '@charter/shared';
import type { SessionSource } from './auth.repository.js';

export function toSessionUser(src: SessionSource, serverVersion: string): SessionUser {
  const displayName = [src.firstName, src.lastName].filter(Boolean).join(' ') || src.email;
  return {
    userId: src.userId,
    username: src.email,
    displayName,
    email: src.email,
    role: src.role as AccountRole,
    adminId: src.adminId,
    charterAdminId: src.charterAdminId,
    clientId: src.clientId,
    clientDepartmentId: src.clientDepartmentId,
    clientStaffId: src.clientStaffId,
    supplierId: src.supplierId,
    qGov: src.clientType === 'QGov',
    status: src.status,
    termsAccepted: src.termsAccepted,
    serverVersion,
    managesMessages: !!src.managesMessages,
    managesWorkflow: !!src.managesWorkflow,
    canViewSupplierInfo: !!src.canViewSupplierInfo,
  };
}
