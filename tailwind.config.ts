import type { Config } from 'tailwindcss';

/**
 * Loaded by src/styles.css through Tailwind v4's `@config`. The theme is small on purpose:
 * one brand orange (the colour buyers know from wholesale sites) and a Chinese font stack.
 */
export default {
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#fff4ed',
          100: '#ffe4d1',
          500: '#ff6a00',
          600: '#e85d00',
          700: '#c24d00',
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
