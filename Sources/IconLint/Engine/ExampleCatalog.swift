import IconKit

/// A compiled asset catalog (`Assets.car`) of an example built app, described by its icon sets; the
/// tests write it in the layout actool writes (a BOM store, the CAR header, keys and renditions),
/// each bitmap of one colour, for the loader to read as any built app's.
struct ExampleCatalog: Hashable, Sendable {
    struct Image: Hashable, Sendable {
        /// `iphone`, `ipad`, `universal` or `ios-marketing`.
        var idiom: String
        var pixels: Int
        var scale: Int
        var appearance: IconAppearance = .any
        var colour: ExampleColour = .sky
        /// Stored uncompressed (4 bytes a pixel), for a catalog that is large on purpose.
        var uncompressed = false
    }

    struct IconSet: Hashable, Sendable {
        var name: String
        var images: [Image]

        /// A set with every size upload validation asks for, in one colour: iPhone 120 and 180 px, iPad
        /// 152 and 167 px, and the opaque 1024 px App Store image.
        static func fullSet(_ name: String, colour: ExampleColour) -> IconSet {
            IconSet(
                name: name,
                images: [
                    Image(idiom: "iphone", pixels: 120, scale: 2, colour: colour),
                    Image(idiom: "iphone", pixels: 180, scale: 3, colour: colour),
                    Image(idiom: "ipad", pixels: 152, scale: 2, colour: colour),
                    Image(idiom: "ipad", pixels: 167, scale: 2, colour: colour),
                    Image(idiom: "ios-marketing", pixels: 1024, scale: 1, colour: colour),
                ])
        }
    }

    var sets: [IconSet]
    /// What a thinned catalog was made for (a build for one device).
    var thinnedFor: String? = nil

    /// The images of the set `name` (setting them on a set the catalog lacks adds it).
    subscript(images name: String) -> [Image] {
        get { sets.first { $0.name == name }?.images ?? [] }
        set {
            if let index = sets.firstIndex(where: { $0.name == name }) {
                sets[index].images = newValue
            } else {
                sets.append(IconSet(name: name, images: newValue))
            }
        }
    }
}
