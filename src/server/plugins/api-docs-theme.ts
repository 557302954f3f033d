/** Swagger UI dressed as Countinghouse: the site's mark and colours, and a way back to the store. */
const MARK =
  '<rect width="32" height="32" rx="7" fill="#13315c"/><path d="M9 22V10h3v12zm5.5 0V14h3v8zm5.5 0v-5h3v5z" fill="#5eead4"/>';

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${MARK}</svg>`;

export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 32" width="300" height="32">${MARK}<text x="42" y="23" font-family="system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif" font-size="20" font-weight="700" fill="#ffffff">Countinghouse API</text></svg>`;

export const THEME_CSS = `
.swagger-ui .topbar { background-color: #13315c; padding: 8px 0; }
.swagger-ui .topbar .download-url-wrapper { display: none; }
.swagger-ui .topbar-wrapper img { height: 32px; width: auto; }
.swagger-ui .info .title { color: #13315c; }
`;
