export default function LegalCcpaPage() {
  return (
    <section className="py-8">
      <h1 className="text-2xl font-bold">ccpa</h1>
    </section>
  );
}
