/** The public app settings (`GET /config`); other features import only from here. */
export { getAppConfig, useAppConfig, type AppConfig } from './api/get-app-config';
