/**
 * Where an interview list's links lead: the More menu's list stays under `/more/interview`; the
 * ranking menu's list and the community tab use `/ranking/interview`.
 */
export function interviewBase(pathname: string): '/more/interview' | '/ranking/interview' {
  return /^(\/en)?\/more\//.test(pathname) ? '/more/interview' : '/ranking/interview';
}
