import type { Locale } from '@madang/contracts';
import type { ProfileCertificate } from '@madang/contracts/profiles';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const words = {
  ko: {
    heading: '경진대회 결과 증명서',
    line: (c: ProfileCertificate) =>
      `위 사람은 「${c.title.ko || c.title.en}」에 ${c.team_name} 팀으로 참가하여 ${c.ranked_teams}개 팀 가운데 ${c.rank}위를 기록하였음을 증명합니다.`,
    medal: { gold: '금메달', silver: '은메달', bronze: '동메달' },
    closed: '대회 종료일',
    issued: '발급일',
    number: '증명서 번호',
    print: '인쇄하거나 PDF로 저장하려면 브라우저의 인쇄(Ctrl+P)를 사용하세요.',
  },
  en: {
    heading: 'Certificate of competition result',
    line: (c: ProfileCertificate) =>
      `This certifies that the holder took part in “${c.title.en || c.title.ko}” as team ${c.team_name} and finished ${c.rank} of ${c.ranked_teams} teams.`,
    medal: { gold: 'Gold medal', silver: 'Silver medal', bronze: 'Bronze medal' },
    closed: 'Competition closed',
    issued: 'Issued',
    number: 'Certificate no.',
    print: 'To print it or save it as a PDF, use your browser’s Print (Ctrl+P).',
  },
};

/**
 * A self-contained, printable HTML certificate: no scripts, no outside files, an A4 landscape print
 * layout. A browser prints it or saves it as a PDF, so the server needs no PDF engine.
 */
export function renderCertificate(options: { certificate: ProfileCertificate; holderName: string; userId: number; locale: Locale; issuedAt: Date; siteName: string }): string {
  const { certificate: c, locale } = options;
  const w = words[locale];
  const date = (iso: string) => iso.slice(0, 10);
  const medal = c.medal ? `<p class="medal medal-${c.medal}">${w.medal[c.medal]}</p>` : '';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(w.heading)} — ${escapeHtml(options.holderName)}</title>
<style>
@page { size: A4 landscape; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif; color: #1f2937; background: #f3f4f6; }
.sheet { width: 297mm; height: 210mm; margin: 0 auto; padding: 22mm 26mm; background: #fff; border: 10px double #1d4ed8; display: flex; flex-direction: column; justify-content: center; text-align: center; }
h1 { font-size: 34px; letter-spacing: 0.08em; margin: 0 0 18mm; }
.holder { font-size: 28px; font-weight: 700; margin: 0 0 10mm; }
.line { font-size: 19px; line-height: 1.8; margin: 0 auto 8mm; max-width: 210mm; }
.medal { display: inline-block; margin: 0 auto 8mm; padding: 6px 18px; border-radius: 999px; font-weight: 700; }
.medal-gold { background: #fde68a; } .medal-silver { background: #e5e7eb; } .medal-bronze { background: #fed7aa; }
dl { display: flex; justify-content: center; gap: 14mm; font-size: 14px; color: #4b5563; margin: 8mm 0 0; }
dt { font-weight: 700; } dd { margin: 0; }
.site { margin-top: 12mm; font-size: 20px; font-weight: 700; color: #1d4ed8; }
.hint { text-align: center; font-size: 13px; color: #6b7280; margin: 12px; }
@media print { body { background: #fff; } .hint { display: none; } .sheet { border-color: #1d4ed8; } }
</style>
</head>
<body>
<p class="hint">${escapeHtml(w.print)}</p>
<main class="sheet">
<h1>${escapeHtml(w.heading)}</h1>
<p class="holder">${escapeHtml(options.holderName)}</p>
<p class="line">${escapeHtml(w.line(c))}</p>
${medal}
<dl>
<div><dt>${escapeHtml(w.closed)}</dt><dd>${date(c.closed_at)}</dd></div>
<div><dt>${escapeHtml(w.issued)}</dt><dd>${date(options.issuedAt.toISOString())}</dd></div>
<div><dt>${escapeHtml(w.number)}</dt><dd>${c.cpt_id}-${options.userId}</dd></div>
</dl>
<p class="site">${escapeHtml(options.siteName)}</p>
</main>
</body>
</html>
`;
}
