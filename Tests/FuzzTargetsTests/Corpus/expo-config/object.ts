import type { ExpoConfig } from "expo/config";
// Literal configuration with every icon plugin.
const config: ExpoConfig = {
  name: "Fuzz",
  icon: "./assets/icon.png",
  ios: { supportsTablet: true, icon: { light: "./l.png", dark: "./d.png", tinted: `./t.png` } },
  plugins: [
    "expo-router",
    ["expo-alternate-app-icons", [{ name: "icon-a", ios: "./a.png" }, "./assets/b.png"]],
    ["expo-dynamic-app-icon", { dark: { image: "./dark.png", prerendered: true } }],
    ["@mozzius/expo-dynamic-app-icon", { red: { ios: "./red.png", android: "./r.png" } }],
    ["react-native-change-icon", { primary: "./icon.png", gold: "./gold.png" }],
  ],
};
export default config;
