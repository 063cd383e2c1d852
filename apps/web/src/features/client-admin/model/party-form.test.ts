import { describe, expect, it } from 'vitest';
import type { ClientDetail, StaffDetail } from '@charter/shared';
import { toPartyBody, toPartyForm, validatePartyBody } from './party-form';

const client: ClientDetail = {
  id: '7b0c8f0e-3f0c-4a57-9a59-5d3f2a1c0b11',
  companyName: 'Demo Mining Co',
  companyAddress: '1 Eagle Street, Brisbane QLD 4000',
  companyPhone: '07 3000 1000',
  firstName: 'Chris',
  lastName: 'Client',
  email: 'client@demo.test',
  notesForSupplier: '',
  clientType: 'Generic',
  clientTypes: ['Generic'],
  charterTypes: ['Passenger', 'Freight'],
  emailDomain: 'demo.test',
  canViewSupplierInfo: false,
  hidePrice: false,
  directDebit: false,
  billingDueDate: null,
  preferred: false,
  status: 'Active',
  itineraryShowPrice: false,
  itineraryShowSupplier: true,
  itineraryHidePhone: false,
  itineraryMinutesOffset: -30,
  createdAt: '2026-01-02T03:04:05.000Z',
};

const staff: StaffDetail = {
  id: '1f6b7a0e-0c1d-4b2a-8e3f-7a6b5c4d3e21',
  clientId: client.id,
  clientName: 'Demo Mining Co',
  departmentId: '2a6b7a0e-0c1d-4b2a-8e3f-7a6b5c4d3e22',
  departmentName: 'Exploration',
  firstName: 'Sam',
  lastName: 'Staff',
  email: 'staff@demo.test',
  phoneNumber: '0400 000 111',
  canViewSupplierInfo: false,
  managesWorkflow: false,
  managesMessages: true,
  status: 'Invited',
  createdAt: '2026-01-02T03:04:05.000Z',
};

describe('party form', () => {
  it('sends a client back as it was read, without e-mail or created date, and passes the shared schema', () => {
    const body = toPartyBody('Clients', client.id, toPartyForm('Clients', client), client.status);
    expect(body).toEqual({
      id: client.id,
      companyName: 'Demo Mining Co',
      companyPhone: '07 3000 1000',
      firstName: 'Chris',
      lastName: 'Client',
      emailDomain: 'demo.test',
      companyAddress: '1 Eagle Street, Brisbane QLD 4000',
      clientType: 'Generic',
      clientTypes: ['Generic'],
      charterTypes: ['Passenger', 'Freight'],
      canViewSupplierInfo: false,
      hidePrice: false,
      directDebit: false,
      billingDueDate: null,
      preferred: false,
      notesForSupplier: '',
      itineraryShowPrice: false,
      itineraryShowSupplier: true,
      itineraryHidePhone: false,
      itineraryMinutesOffset: -30,
      status: 'Active',
    });
    expect(validatePartyBody('Clients', body)).toEqual({});
  });

  it("shows the server's messages on the fields before anything is sent", () => {
    const values = {
      ...toPartyForm('Clients', client),
      companyName: '  ',
      companyPhone: 'call me',
      clientTypes: [],
      billingDueDate: 'thirty',
      itineraryMinutesOffset: '2000',
    };
    expect(validatePartyBody('Clients', toPartyBody('Clients', client.id, values, 'Active'))).toEqual({
      companyName: 'Company Name is required.',
      companyPhone: 'Phone number is not valid',
      clientTypes: 'Client Types is required.',
      billingDueDate: 'Billing Due Date must be a whole number of days from 0 to 365',
      itineraryMinutesOffset: 'Itinerary time offset must be whole minutes from -1440 to 1440',
    });
  });

  it('leaves the status out for an invited party, and sends a typed billing term as a number', () => {
    const body = toPartyBody('Staff', staff.id, { ...toPartyForm('Staff', staff), status: 'Active' }, staff.status);
    expect(body).toEqual({
      id: staff.id,
      firstName: 'Sam',
      lastName: 'Staff',
      phoneNumber: '0400 000 111',
      canViewSupplierInfo: false,
      managesWorkflow: false,
      managesMessages: true,
    });
    const billed = toPartyBody('Clients', client.id, { ...toPartyForm('Clients', client), billingDueDate: ' 14 ' }, 'Active');
    expect(billed.billingDueDate).toBe(14);
  });
});
