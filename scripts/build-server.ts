/** npm run build: the server as one module, dist/server-app/main.js (decision 0169). */
import { bundleServer } from "./server-bundle.js";

bundleServer();
