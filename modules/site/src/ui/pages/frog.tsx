export default function FrogPage() {
  return (
    <section className="py-8">
      <h1 className="text-2xl font-bold">frog</h1>
    </section>
  );
}
