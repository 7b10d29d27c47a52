import { useId } from 'react';

/**
 * Slovo's mark, drawn inline: the same drawing as public/favicon.svg (the tab and install icon;
 * slovo-logo.test.tsx keeps the two alike). An <img> of the SVG file made the browser build a
 * separate document for it before Home's first paint: 8–10 ms more for the prerendered page in the
 * bench's way of loading it (issue 17, docs/performance.md).
 */
export function SlovoLogo({ className }: { className?: string }) {
  const gradient = useId();
  return (
    <svg className={className} viewBox="0 0 64 64" width={32} height={32} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b9cff" />
          <stop offset="1" stopColor="#34d399" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path d="M15 21h16v5H15zM15 30h12v5H15z" fill="#0c0f1e" opacity=".85" />
      <path
        d="M36 43c0-7 5-12 11-12M38 24l9 7-9 7"
        fill="none"
        stroke="#0c0f1e"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M15 39h14v5H15z" fill="#0c0f1e" opacity=".6" />
    </svg>
  );
}
