export default defineConfig(function ({ config: base }: ConfigContext): ExpoConfig {
  const icons = { night: { image: './night.png' } };
  return { expo: { ...base, plugins: [['expo-dynamic-app-icon', icons]] } } satisfies { expo: ExpoConfig };
});
