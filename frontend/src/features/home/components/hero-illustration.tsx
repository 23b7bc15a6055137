/** A small inline illustration (no network request): two people talking beside a plant. */
export function HeroIllustration({ title }: { title: string }) {
  return (
    <svg viewBox="0 0 400 320" role="img" aria-label={title} style={{ width: '100%', height: 'auto', maxWidth: 440 }}>
      <ellipse cx="200" cy="290" rx="180" ry="18" fill="#d8ebe7" />
      <circle cx="200" cy="150" r="130" fill="#eaf3f1" />
      <path d="M330 280c0-60-10-120-20-150" stroke="#2f7d5a" strokeWidth="6" fill="none" strokeLinecap="round" />
      <path d="M312 180c20-30 50-30 60-26-8 24-34 36-60 26z" fill="#4f9d7a" />
      <path d="M318 220c-24-20-50-14-58-8 12 20 38 24 58 8z" fill="#6fb48f" />
      <path d="M310 140c10-26 34-36 46-36-2 24-22 40-46 36z" fill="#6fb48f" />
      <rect x="300" y="262" width="50" height="30" rx="6" fill="#9c4f2e" />
      <circle cx="130" cy="120" r="26" fill="#8d5a3b" />
      <path d="M104 116c0-22 14-32 28-32s26 10 26 26c-10-8-30-10-54 6z" fill="#2b2321" />
      <path d="M90 280c0-70 14-130 40-130s44 50 44 130z" fill="#1f6f6b" />
      <circle cx="262" cy="128" r="24" fill="#c68b62" />
      <path d="M238 126c-2-22 12-34 26-34 16 0 26 14 24 34-6 10-4 26 4 40-20 0-34-8-40-20z" fill="#3a2a26" />
      <path d="M222 280c0-66 16-122 40-122s40 56 40 122z" fill="#e0a458" />
      <path d="M176 96c0-12 10-20 22-20h18c12 0 22 8 22 20s-10 20-22 20h-10l-12 10v-10c-10-2-18-10-18-20z" fill="#ffffff" stroke="#4f9d98" strokeWidth="3" />
      <circle cx="194" cy="96" r="3" fill="#4f9d98" />
      <circle cx="206" cy="96" r="3" fill="#4f9d98" />
      <circle cx="218" cy="96" r="3" fill="#4f9d98" />
    </svg>
  );
}
