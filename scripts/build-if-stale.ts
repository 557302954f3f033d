/** Builds the client and bundles the server where a source is newer than the build (npm start, npm test). */
import { ensureBuild } from "./ensure-build.js";
import { ensureServerBundle } from "./server-bundle.js";

ensureBuild();
ensureServerBundle();
