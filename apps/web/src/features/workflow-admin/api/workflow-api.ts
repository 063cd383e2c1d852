import type {
  AllowedActionDto,
  AllowedActionInput,
  ApiResult,
  EntityStatesDto,
  EntityStatusDto,
  StateChangeEventDto,
  StateChangeEventInput,
  UpdateStatus,
} from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';

/** A transition an event can hang on (GET getStatusChangeOptions). */
export interface StatusChangeOption {
  fromState: string;
  newState: string;
}

const base = '/api/entityState';
const ROOT = 'workflow-admin';
const seg = (v: string) => encodeURIComponent(v);

export const workflowKeys = {
  root: [ROOT] as const,
  entities: [ROOT, 'entities'] as const,
  status: (entity: string, status: string) => [ROOT, 'status', entity, status] as const,
  actions: (entity: string) => [ROOT, 'actions', entity] as const,
  events: (entity: string) => [ROOT, 'events', entity] as const,
  options: (entity: string) => [ROOT, 'options', entity] as const,
  paths: (entity: string) => [ROOT, 'paths', entity] as const,
  targets: (entity: string) => [ROOT, 'targets', entity] as const,
};

export const fetchEntities = () => getJson<EntityStatesDto[]>(`${base}/getAllEntities`);
export const fetchStatus = (entity: string, status: string) =>
  getJson<EntityStatusDto>(`${base}/getStatusForEntityAndStatus/${seg(entity)}/${seg(status)}`);
export const saveStatus = (body: UpdateStatus): Promise<ApiResult<EntityStatusDto>> => postSave(`${base}/updateStatus`, body);

export const fetchActions = (entity: string) => getJson<AllowedActionDto[]>(`${base}/getAllowedActions/${seg(entity)}`);
export const addAction = (body: AllowedActionInput): Promise<ApiResult<AllowedActionDto>> => postSave(`${base}/addAllowedAction`, body);
export const updateAction = (body: AllowedActionInput & { id: string }): Promise<ApiResult<AllowedActionDto>> =>
  postSave(`${base}/updateAllowedAction`, body);
export const deactivateAction = (id: string): Promise<ApiResult<AllowedActionDto>> => postSave(`${base}/deleteAllowedAction`, { id });

/** The paths a Route action of the entity may open, and who its events may go to. */
export const fetchPaths = (entity: string) => getJson<string[]>(`${base}/getPaths/${seg(entity)}`);
export const fetchTargets = (entity: string) => getJson<StateChangeEventInput['targetAudience'][]>(`${base}/getTargets/${seg(entity)}`);

export const fetchEvents = (entity: string) => getJson<StateChangeEventDto[]>(`${base}/getStateChangeEvents/${seg(entity)}`);
export const fetchStatusChangeOptions = (entity: string) => getJson<StatusChangeOption[]>(`${base}/getStatusChangeOptions/${seg(entity)}`);
export const addEvent = (body: StateChangeEventInput): Promise<ApiResult<StateChangeEventDto>> =>
  postSave(`${base}/addStateChangeEvent`, body);
export const updateEvent = (body: StateChangeEventInput & { id: string }): Promise<ApiResult<StateChangeEventDto>> =>
  postSave(`${base}/updateStateChangeEvent`, body);
export const deleteEvent = (id: string): Promise<ApiResult> => postSave(`${base}/deleteStateChangeEvent`, { id });
