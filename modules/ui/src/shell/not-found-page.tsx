import { currentPath } from "../server/request-info";
import DefaultLayout from "./default-layout";

export default async function NotFoundPage() {
  const path = (await currentPath()).split("?")[0] ?? "/";
  return (
    <DefaultLayout>
      <section className="flex flex-col items-center gap-3 py-16 text-center">
        <h1 className="text-3xl font-bold">Page not found</h1>
        <p>The page you were looking for doesn&apos;t seem to exist.</p>
        <p className="text-sm text-secondary" data-testid="error-message">
          Page Not Found: {path}
        </p>
      </section>
    </DefaultLayout>
  );
}
