// A notFound() in a default-layout page (a missing organization's settings, project, user) renders inside that
// layout: the root not-found draws the whole frame again and showed a second site header inside <main>.
import { NotFoundBody } from "../../shell/not-found-page";

export { generateMetadata } from "../../shell/not-found-page";

export default NotFoundBody;
