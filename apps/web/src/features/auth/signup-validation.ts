import { NICKNAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@madang/contracts';

export interface SignupValues {
  email: string;
  password: string;
  name: string;
  terms: boolean;
  privacy: boolean;
  marketing: boolean;
}

export type SignupField = 'email' | 'password' | 'name' | 'terms' | 'privacy';

/** A message key under `validation.` plus its parameters. */
export interface FieldProblem {
  key: string;
  params?: Record<string, number>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Quick checks before the request; the server runs the full schema and answers per field too. */
export function validateSignup(values: SignupValues): Partial<Record<SignupField, FieldProblem>> {
  const problems: Partial<Record<SignupField, FieldProblem>> = {};
  const email = values.email.trim();
  if (!email) problems.email = { key: 'required' };
  else if (!EMAIL.test(email)) problems.email = { key: 'email' };
  if (!values.password) problems.password = { key: 'required' };
  else if (values.password.length < PASSWORD_MIN) problems.password = { key: 'too_short', params: { min: PASSWORD_MIN } };
  else if (values.password.length > PASSWORD_MAX) problems.password = { key: 'too_long', params: { max: PASSWORD_MAX } };
  const name = values.name.trim();
  if (!name) problems.name = { key: 'required' };
  else if (Array.from(name).length > NICKNAME_MAX) problems.name = { key: 'too_long', params: { max: NICKNAME_MAX } };
  if (!values.terms) problems.terms = { key: 'must_accept' };
  if (!values.privacy) problems.privacy = { key: 'must_accept' };
  return problems;
}
