export default function LegalCopyrightPage() {
  return (
    <section className="py-8">
      <h1 className="text-2xl font-bold">copyright</h1>
    </section>
  );
}
