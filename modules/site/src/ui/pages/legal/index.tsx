export default function LegalIndexPage() {
  return (
    <section className="py-8">
      <h1 className="text-2xl font-bold">index</h1>
    </section>
  );
}
