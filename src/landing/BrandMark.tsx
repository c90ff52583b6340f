/** The RewardHub logo mark (the favicon's drawing), decorative beside the brand name. */
export default function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="lp-brand-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0B7A4B" />
      <path d="M9 23V9h7.5a4.5 4.5 0 0 1 0 9H9m7.5 0 5 5" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="24" cy="9" r="3" fill="#F5B82E" />
    </svg>
  );
}
