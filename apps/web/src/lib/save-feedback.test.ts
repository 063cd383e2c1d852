import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@charter/shared';
import { ApiError } from './api/api-error';
import { SessionEndedError } from './session/session-manager';
import { exceptionContent, failureContent, fieldLabel, uniqueLines } from './save-feedback';

describe('save dialogs', () => {
  it('shows "Error - {title}" with the server messages when success is false', () => {
    expect(failureContent('My Details', { success: false, messages: ['First Name is required'] })).toEqual({
      title: 'Error - My Details',
      lines: ['First Name is required'],
      tone: 'error',
    });
  });

  it('gives a 403 the support message', () => {
    expect(exceptionContent(new ApiError(403, null, 'Forbidden'))?.lines).toEqual([MESSAGES.forbiddenSave]);
  });

  it('shows per-field errors, else the raw detail, as "Unexpected Result"', () => {
    const withFields = new ApiError(500, { success: false, messages: [], errors: { companyPhone: ['Phone number is not valid'] } }, '');
    expect(exceptionContent(withFields)).toEqual({
      title: 'Unexpected Result',
      lines: ['Company Phone: Phone number is not valid'],
      tone: 'error',
    });
    expect(exceptionContent(new ApiError(502, null, 'Bad Gateway'))?.lines).toEqual(['HTTP 502: Bad Gateway']);
  });

  it('shows "Submit failed!" with the raw error when the save got no answer', () => {
    const offline = new ApiError(0, null, 'Failed to fetch');
    expect(exceptionContent(offline)).toEqual({
      title: 'Submit failed!',
      lines: ['We could not reach the server (Failed to fetch).'],
      tone: 'error',
    });
    expect(exceptionContent(new TypeError('form.sectors is undefined'))).toEqual({
      title: 'Submit failed!',
      lines: ['form.sectors is undefined'],
      tone: 'error',
    });
  });

  it('shows nothing when the session ended (the app goes to login)', () => {
    expect(exceptionContent(new SessionEndedError('x'))).toBeNull();
  });

  it('drops blank and repeated lines', () => {
    expect(uniqueLines(['Failed to reset password', 'x', 'x', ' '], ['Failed to reset password'])).toEqual(['x']);
    expect(fieldLabel('itineraryShowPrice')).toBe('Itinerary Show Price');
  });
});
