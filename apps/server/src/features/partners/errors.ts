import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { phoneText } from '../sms/sms-codes.ts';

/** Section 8's refusals of a partner link: the phone texts live under `errors.phone.` like the other phone calls'. */
export const phoneAlreadyGranted = () => new AppError('conflict', 'already_granted', { detail: phoneText('already_granted') });
export const notPartnerPhone = () => new AppError('conflict', 'not_partner_phone', { detail: phoneText('not_partner_phone') });
export const partnerPhoneMismatch = () => conflict('partner_phone_mismatch');
export const partnerNotFound = () => notFound('partner_not_found');
export const partnerCodeTaken = () => conflict('partner_code_taken');
export const partnerPhoneLinked = () => conflict('partner_phone_linked');
