import { auditTrigger } from './auditTrigger';

/** Admin creates and updates of every audited collection (one trigger each; index.ts exports them). */
export const auditStaff = auditTrigger('staff');
export const auditStaffContacts = auditTrigger('staffContacts');
export const auditContactMessages = auditTrigger('contactMessages');
export const auditRequests = auditTrigger('requests');
export const auditReviews = auditTrigger('reviews');
export const auditContent = auditTrigger('content');
export const auditMedia = auditTrigger('media');
export const auditSettings = auditTrigger('settings');
export const auditCountryCosts = auditTrigger('countryCosts');
