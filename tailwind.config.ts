import type { Config } from 'tailwindcss';

/**
 * Loaded by src/styles.css through Tailwind v4's `@config`. The theme is small on purpose:
 * one brand orange (a deeper one than wholesale sites use, so that text on it and in it reads) and a
 * Chinese font stack.
 */
export default {
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#fff4ed',
          100: '#ffe4d1',
          // Dark enough for white text on it and for text on white, brand-50 or neutral-100 (WCAG
          // AA, 4.5:1; Lighthouse Accessibility 100 in issue #7): the bright #ff6a00 of wholesale
          // sites is 2.9:1 under white text.
          500: '#bf4800',
          600: '#a83f00',
          700: '#8f3600',
        },
      },
      fontFamily: {
        sans: [
          '"PingFang SC"',
          '"Hiragino Sans GB"',
          '"Microsoft YaHei"',
          '"Noto Sans CJK SC"',
          '"Noto Sans SC"',
          '"Source Han Sans SC"',
          'system-ui',
          'sans-serif',
        ],
      },
    },
  },
} satisfies Config;
