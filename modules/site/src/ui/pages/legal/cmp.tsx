export default function LegalCmpPage() {
  return (
    <section className="py-8">
      <h1 className="text-2xl font-bold">cmp</h1>
    </section>
  );
}
