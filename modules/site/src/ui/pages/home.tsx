export default function HomePage() {
  return (
    <section className="py-8">
      <h1 className="text-2xl font-bold">home</h1>
    </section>
  );
}
