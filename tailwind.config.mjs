/** Theme tokens (loaded from src/styles/global.css with @config). */
export default {
  theme: {
    extend: {
      colors: {
        ink: { DEFAULT: '#0d0b10', soft: '#17131c', line: '#2a2430' },
        gold: { DEFAULT: '#e4b45c', light: '#f3d08f', dark: '#b8873a' },
        rose: { DEFAULT: '#e0457b', dark: '#b02d5e' },
        mist: '#cfc8d6',
        // Error text and invalid borders: readable on the dark theme (4.5:1 or more).
        error: '#ff8fb3',
      },
      fontFamily: {
        display: ['"Bodoni 72"', '"Didot"', '"Playfair Display"', 'Georgia', 'serif'],
        sans: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'],
      },
      maxWidth: { page: '76rem' },
    },
  },
};
