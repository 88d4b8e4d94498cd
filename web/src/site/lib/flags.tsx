import type { ReactElement } from 'react';
import type { CountryCode } from '@/lib/countries';

/**
 * Simplified flag drawings (3:2), self-hosted, so every page shows a flag on every system (Windows and
 * many Linux desktops have no flag emoji; the site never uses emoji flags). The image's alternative text
 * is the country's name in the page language (`label`); without one (inside a link that already names
 * the country) it is decorative.
 */
const flags: Record<CountryCode, ReactElement> = {
  PH: (
    <>
      <rect width="30" height="10" fill="#0038a8" />
      <rect y="10" width="30" height="10" fill="#ce1126" />
      <path d="M0 0l17.3 10L0 20z" fill="#fff" />
      <circle cx="6" cy="10" r="2.6" fill="#fcd116" />
    </>
  ),
  IN: (
    <>
      <rect width="30" height="6.67" fill="#ff9933" />
      <rect y="6.67" width="30" height="6.67" fill="#fff" />
      <rect y="13.33" width="30" height="6.67" fill="#138808" />
      <circle cx="15" cy="10" r="2.4" fill="none" stroke="#000080" strokeWidth="0.7" />
    </>
  ),
  BD: (
    <>
      <rect width="30" height="20" fill="#006a4e" />
      <circle cx="13.5" cy="10" r="6" fill="#f42a41" />
    </>
  ),
  LK: (
    <>
      <rect width="30" height="20" fill="#ffbe29" />
      <rect x="1.2" y="1.2" width="4" height="17.6" fill="#00534e" />
      <rect x="5.2" y="1.2" width="4" height="17.6" fill="#eb7400" />
      <rect x="10.4" y="1.2" width="18.4" height="17.6" fill="#8d153a" />
    </>
  ),
  ET: (
    <>
      <rect width="30" height="6.67" fill="#078930" />
      <rect y="6.67" width="30" height="6.67" fill="#fcdd09" />
      <rect y="13.33" width="30" height="6.67" fill="#da121a" />
      <circle cx="15" cy="10" r="4.5" fill="#0f47af" />
      <path d="M15 6.6l1 3h3.2l-2.6 1.9 1 3-2.6-1.9-2.6 1.9 1-3-2.6-1.9H14z" fill="#fcdd09" />
    </>
  ),
  KE: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6" fill="#000" />
      <rect y="7.2" width="30" height="5.6" fill="#be0027" />
      <rect y="14" width="30" height="6" fill="#007a3d" />
      <ellipse cx="15" cy="10" rx="2.6" ry="6" fill="#be0027" stroke="#000" strokeWidth="0.6" />
    </>
  ),
  UG: (
    <>
      {['#000', '#fcdc04', '#d90000', '#000', '#fcdc04', '#d90000'].map((color, index) => (
        <rect key={index} y={(index * 20) / 6} width="30" height={20 / 6 + 0.05} fill={color} />
      ))}
      <circle cx="15" cy="10" r="4" fill="#fff" />
      <circle cx="15" cy="10" r="1.6" fill="#9ca3af" />
    </>
  ),
};

export function Flag({ code, label, small }: { code: CountryCode; label?: string; small?: boolean }) {
  const size = small ? { width: 21, height: 14 } : { width: 48, height: 32 };
  return (
    <svg
      className={small ? 'flag flag--small' : 'flag'}
      viewBox="0 0 30 20"
      {...size}
      focusable="false"
      data-testid="flag"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {flags[code]}
    </svg>
  );
}
