/** Countries offered for phone verification; Korea (82) is the default. */
export const countryCodes = [
  { seq: 1, code2: 'KR', code: '82', ko: '대한민국', en: 'South Korea' },
  { seq: 2, code2: 'US', code: '1', ko: '미국', en: 'United States' },
  { seq: 3, code2: 'JP', code: '81', ko: '일본', en: 'Japan' },
  { seq: 4, code2: 'CN', code: '86', ko: '중국', en: 'China' },
  { seq: 5, code2: 'VN', code: '84', ko: '베트남', en: 'Vietnam' },
  { seq: 6, code2: 'IN', code: '91', ko: '인도', en: 'India' },
  { seq: 7, code2: 'GB', code: '44', ko: '영국', en: 'United Kingdom' },
  { seq: 8, code2: 'DE', code: '49', ko: '독일', en: 'Germany' },
  { seq: 9, code2: 'FR', code: '33', ko: '프랑스', en: 'France' },
  { seq: 10, code2: 'CA', code: '1', ko: '캐나다', en: 'Canada' },
  { seq: 11, code2: 'AU', code: '61', ko: '호주', en: 'Australia' },
  { seq: 12, code2: 'SG', code: '65', ko: '싱가포르', en: 'Singapore' },
  { seq: 13, code2: 'ID', code: '62', ko: '인도네시아', en: 'Indonesia' },
  { seq: 14, code2: 'PH', code: '63', ko: '필리핀', en: 'Philippines' },
  { seq: 15, code2: 'TH', code: '66', ko: '태국', en: 'Thailand' },
] as const;
