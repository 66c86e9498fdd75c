export default function AppPage() {
  return (
    <section className="py-8">
      <h1 className="text-2xl font-bold">app</h1>
    </section>
  );
}
