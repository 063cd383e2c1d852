import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';

let s: TestServer;
let admin: string;
let client: string;
let charterAdmin: string;

const base = '/api/entityState';

beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.member('admin@demo.test')).token;
  client = (await s.member('client@demo.test')).token;
  charterAdmin = (await s.member('charteradmin@demo.test')).token;
});
afterAll(async () => {
  await s?.close();
});

const validAction = {
  entityType: 'CharterRequest',
  entityState: 'Pending',
  allowedRole: 'CharterAdmin',
  actionName: 'Hold',
  nextState: 'Pending Supplier',
  actionDescription: 'Wait on an operator',
};

describe('states', () => {
  it('lists the entities with their states in lifecycle order, for any member', async () => {
    const res = await s.call('GET', `${base}/getAllEntities`, { token: client });
    expect(res.status).toBe(200);
    expect(res.body.map((e: any) => e.entityType)).toEqual(['CharterRequest', 'Bid', 'Share', 'SharePurchase']);
    const charter = res.body[0];
    expect(charter.states.map((x: any) => x.status)).toEqual([
      'Pending',
      'Pending Supplier',
      'Approved',
      'Live',
      'PendingConfirmation',
      'Confirmed',
      'Finished',
      'Closed',
      'Superceded',
    ]);
    expect(charter.states[0]).toEqual({ status: 'Pending', description: 'Submitted; an admin reviews it before bidding opens' });
    expect((await s.call('GET', `${base}/getAllEntities`)).status).toBe(401);
  });

  it('answers a status record with its edit flags, and 404 for an unknown one', async () => {
    const res = await s.call('GET', `${base}/getStatusForEntityAndStatus/CharterRequest/Pending`, { token: client });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      entityType: 'CharterRequest',
      status: 'Pending',
      description: 'Submitted; an admin reviews it before bidding opens',
      canEdit: { Admin: true, CharterAdmin: true, Client: true, ClientDepartment: true, ClientStaff: true, Supplier: false },
      visibleToSuppliers: false,
    });
    const spaced = await s.call('GET', `${base}/getStatusForEntityAndStatus/CharterRequest/Pending%20Supplier`, { token: client });
    expect(spaced.body.status).toBe('Pending Supplier');
    const missing = await s.call('GET', `${base}/getStatusForEntityAndStatus/CharterRequest/Nowhere`, { token: client });
    expect(missing.status).toBe(404);
    expect(missing.body.messages).toEqual(['Sorry, this item is not available']);
  });

  it('lets a workflow admin change the edit flags; others may not', async () => {
    const body = { entityType: 'Share', status: 'Confirmed', canEdit: { Admin: true, Supplier: true }, visibleToSuppliers: true };
    expect((await s.call('POST', `${base}/updateStatus`, { token: client, body })).status).toBe(403);
    expect((await s.call('POST', `${base}/updateStatus`, { token: charterAdmin, body })).status).toBe(403);
    const res = await s.call('POST', `${base}/updateStatus`, { token: admin, body });
    expect(res.status).toBe(200);
    expect(res.body.result.canEdit).toEqual({
      Admin: true,
      CharterAdmin: false,
      Client: false,
      ClientDepartment: false,
      ClientStaff: false,
      Supplier: true,
    });
    const read = await s.call('GET', `${base}/getStatusForEntityAndStatus/Share/Confirmed`, { token: client });
    expect(read.body.visibleToSuppliers).toBe(true);
    const unknown = await s.call('POST', `${base}/updateStatus`, { token: admin, body: { ...body, status: 'Nowhere' } });
    expect(unknown.status).toBe(404);
  });
});

describe('allowed actions', () => {
  it('require the manageWorkflow capability', async () => {
    for (const token of [client, charterAdmin]) {
      expect((await s.call('GET', `${base}/getAllowedActions/CharterRequest`, { token })).status).toBe(403);
      expect((await s.call('POST', `${base}/addAllowedAction`, { token, body: validAction })).status).toBe(403);
    }
  });

  it('rejects an action without its required fields, with the messages', async () => {
    const res = await s.call('POST', `${base}/addAllowedAction`, { token: admin, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual(
      expect.arrayContaining([
        'Entity type is required',
        'Role is required',
        'State is required',
        'Next state is required',
        'Name is required',
      ]),
    );
    expect(res.body.errors.actionName).toEqual(['Name is required']);
    const blanks = await s.call('POST', `${base}/addAllowedAction`, {
      token: admin,
      body: { ...validAction, actionName: '  ', nextState: '' },
    });
    expect(blanks.status).toBe(400);
    expect(blanks.body.messages).toEqual(['Name is required', 'Next state is required']);
  });

  it('rejects unknown entities, roles, states and extra data', async () => {
    const post = (body: object) => s.call('POST', `${base}/addAllowedAction`, { token: admin, body: { ...validAction, ...body } });
    expect((await post({ entityType: 'Aircraft' })).body.messages).toEqual(['Unknown entity type']);
    expect((await post({ allowedRole: 'Pilot' })).body.messages).toEqual(['Unknown role']);
    const states = await post({ entityState: 'Flying', nextState: 'Landed' });
    expect(states.status).toBe(400);
    expect(states.body.errors).toEqual({ entityState: ['Unknown state'], nextState: ['Unknown next state'] });
    // A Bid state is not a charter state.
    expect((await post({ nextState: 'Void' })).body.messages).toEqual(['Unknown next state']);
    const dataType = await post({ dataEntry: { dataTypeRequired: 'Signature' } });
    expect(dataType.body.messages).toEqual(['Extra data must be Reason, TermsAndConditions, CharterStateSelect or BiddingEndDate']);
    const filter = await post({ dataEntry: { dataTypeRequired: 'Reason', dataEntryFilter: 'Mining', dataSource: 'CancelReasons' } });
    expect(filter.body.messages).toEqual(['Data entry filter must be All, QGov or NotQGov']);
    expect((await post({ dataEntry: { dataTypeRequired: 'Reason' } })).body.messages).toEqual([
      'A Reason needs the settings list its choices come from',
    ]);
    expect((await post({ dataEntry: { dataTypeRequired: 'Reason', dataSource: 'NoSuchList' } })).body.messages).toEqual([
      'Unknown settings list',
    ]);
    expect((await post({ actionType: 'Route' })).body.messages).toEqual(['A Route action needs an app route']);
  });

  it('adds, updates and deactivates an action (it is kept, inactive)', async () => {
    const added = await s.call('POST', `${base}/addAllowedAction`, {
      token: admin,
      body: { ...validAction, allowedRole: 'System', dataEntry: { dataTypeRequired: 'Reason', dataSource: 'CancelReasons' } },
    });
    expect(added.status).toBe(200);
    const action = added.body.result;
    expect(action).toMatchObject({
      entityType: 'CharterRequest',
      entityState: 'Pending',
      allowedRole: 'System',
      actionName: 'Hold',
      allowedStatus: 'Active',
      actionType: 'State',
      nextState: 'Pending Supplier',
      condition: null,
      appRoute: null,
      dataEntry: { dataTypeRequired: 'Reason', dataEntryFilter: 'All', dataSource: 'CancelReasons' },
    });
    const all = (await s.call('GET', `${base}/getAllowedActions/CharterRequest`, { token: admin })).body;
    // A new action goes last.
    expect(all[all.length - 1].id).toBe(action.id);

    const updated = await s.call('POST', `${base}/updateAllowedAction`, {
      token: admin,
      body: { ...validAction, id: action.id, actionName: 'Hold for operator', dataEntry: { dataTypeRequired: null } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.result).toMatchObject({ id: action.id, actionName: 'Hold for operator', allowedRole: 'CharterAdmin' });
    expect(updated.body.result.dataEntry).toEqual({ dataTypeRequired: null, dataEntryFilter: 'All', dataSource: null });

    const removed = await s.call('POST', `${base}/deleteAllowedAction`, { token: admin, body: { id: action.id } });
    expect(removed.status).toBe(200);
    const after = (await s.call('GET', `${base}/getActions/CharterRequest`, { token: admin })).body;
    expect(after.find((a: any) => a.id === action.id).allowedStatus).toBe('Inactive');

    const missing = await s.call('POST', `${base}/deleteAllowedAction`, {
      token: admin,
      body: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    const missingUpdate = await s.call('POST', `${base}/updateAllowedAction`, {
      token: admin,
      body: { ...validAction, id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missingUpdate.status).toBe(404);
  });

  it('lists all actions of an entity for the admin, and 400 for an unknown entity', async () => {
    const res = await s.call('GET', `${base}/getActions/Bid`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.map((a: any) => `${a.allowedRole}:${a.actionName}`)).toEqual(
      expect.arrayContaining(['Supplier:Withdraw Bid', 'Admin:Withdraw Bid', 'Admin:Void Bid', 'Client:Accept Bid']),
    );
    const unknown = await s.call('GET', `${base}/getAllowedActions/Aircraft`, { token: admin });
    expect(unknown.status).toBe(400);
    expect(unknown.body.messages).toEqual(['Unknown entity type']);
  });
});

describe('documentation', () => {
  it('describes the calls in the OpenAPI document', async () => {
    const res = await s.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/entityState/addAllowedAction',
        '/api/entityState/setItemStatus',
        '/api/entityState/getTimeline/{entity}/{id}',
      ]),
    );
  });
});

describe('state-change events', () => {
  it('offers the transitions of the active actions', async () => {
    const res = await s.call('GET', `${base}/getStatusChangeOptions/CharterRequest`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.arrayContaining([
        { fromState: 'Pending', newState: 'Live' },
        { fromState: 'Pending', newState: 'Closed' },
        { fromState: 'Live', newState: 'Approved' },
        { fromState: 'Confirmed', newState: 'Finished' },
      ]),
    );
    const keys = res.body.map((o: any) => `${o.fromState}>${o.newState}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are managed by workflow or messaging admins only, with validation messages', async () => {
    expect((await s.call('GET', `${base}/getStateChangeEvents/CharterRequest`, { token: client })).status).toBe(403);

    const listed = await s.call('GET', `${base}/getStateChangeEvents/CharterRequest`, { token: admin });
    expect(listed.body.map((e: any) => e.name)).toEqual(expect.arrayContaining(['Charter open for bids', 'New charter to bid on']));

    const empty = await s.call('POST', `${base}/addStateChangeEvent`, { token: admin, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.messages).toEqual(
      expect.arrayContaining([
        'Entity type is required',
        'From state is required',
        'New state is required',
        'Name is required',
        'Target audience is required',
      ]),
    );
    const event = {
      entityType: 'CharterRequest',
      fromState: 'Approved',
      newState: 'Closed',
      name: 'Operators told',
      targetAudience: 'Supplier',
      subject: '{job} was closed',
      message: 'Charter {job} was closed: {reason}.',
    };
    const badAudience = await s.call('POST', `${base}/addStateChangeEvent`, { token: admin, body: { ...event, targetAudience: 'Pilots' } });
    expect(badAudience.body.messages).toEqual(['Target audience must be Client, Supplier, Admin or Buyer']);
    const badState = await s.call('POST', `${base}/addStateChangeEvent`, { token: admin, body: { ...event, newState: 'Gone' } });
    expect(badState.body.errors).toEqual({ newState: ['Unknown state'] });

    // An admin with only the messaging flag manages events but not actions.
    await s.pool.query(`update admins set manages_workflow = false where email = 'admin@demo.test'`);
    const messenger = (await s.member('admin@demo.test')).token;
    await s.pool.query(`update admins set manages_workflow = true where email = 'admin@demo.test'`);
    expect((await s.call('GET', `${base}/getAllowedActions/CharterRequest`, { token: messenger })).status).toBe(403);

    const added = await s.call('POST', `${base}/addStateChangeEvent`, { token: messenger, body: event });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({
      ...event,
      notificationType: 'Email',
      headerTitle: '',
      serverHandler: null,
      emailTemplate: null,
    });
    const id = added.body.result.id;

    const updated = await s.call('POST', `${base}/updateStateChangeEvent`, {
      token: messenger,
      body: { ...event, id, notificationType: 'SMS', subject: 'Closed' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.result).toMatchObject({ id, notificationType: 'SMS', subject: 'Closed' });

    const removed = await s.call('POST', `${base}/deleteStateChangeEvent`, { token: messenger, body: { id } });
    expect(removed.status).toBe(200);
    const after = (await s.call('GET', `${base}/getStateChangeEvents/CharterRequest`, { token: admin })).body;
    expect(after.some((e: any) => e.id === id)).toBe(false);
    expect((await s.call('POST', `${base}/deleteStateChangeEvent`, { token: admin, body: { id } })).status).toBe(404);
  });
});
