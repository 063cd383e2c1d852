import { CALENDAR_FEED_PATH, type ApiResult, type CalendarFeedDto } from '@charter/shared';
import { deleteSave, getJson, postSave } from '../../../lib/api/http';

export const calendarFeedKey = ['calendar-feed', 'mine'] as const;

export const fetchCalendarFeed = () => getJson<CalendarFeedDto>(CALENDAR_FEED_PATH);
export const createCalendarFeed = (): Promise<ApiResult<CalendarFeedDto>> => postSave(CALENDAR_FEED_PATH, {});
export const removeCalendarFeed = (): Promise<ApiResult> => deleteSave(CALENDAR_FEED_PATH);
