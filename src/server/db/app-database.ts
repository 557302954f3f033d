/** The application's database on its PostgreSQL server (the embedded one, or DATABASE_URL's host). */
export const APP_DATABASE = "countinghouse";
