import Basics
import Foundation
import ImageDecoding

extension CompiledCatalog {
    /// The rendition's pixels as straight RGBA: bitmaps (raw, RLE, zlib, LZVN, LZFSE, deepmap2, palette,
    /// in row bands or whole), JPEG through libjpeg-turbo, and atlas references cut from their atlas.
    /// Throws, naming the rendition, when it holds no pixels (a colour, a multi-size set, a PDF, HEIF).
    public func image(of rendition: Rendition) throws(CompiledCatalogError) -> RGBAImage {
        do {
            return try decodeImage(rendition)
        } catch {
            throw error.inRendition(rendition.name)
        }
    }

    /// The bytes the rendition's pixels are stored as (compressed, as in the file), which decode to
    /// the same image whenever they are the same: what a cache of drawn pictures is keyed by. Nil for
    /// an atlas reference, whose pixels are in its atlas.
    public func storedBytes(of rendition: Rendition) throws(CompiledCatalogError) -> [UInt8]? {
        guard rendition.atlasReference == nil else { return nil }
        guard rendition.payloadLength <= limits.maxDecodedBytes else { throw .limit("its payload is \(rendition.payloadLength) bytes") }
        do {
            return try source.read(rendition.payloadOffset, count: rendition.payloadLength, "the payload").contents
        } catch {
            throw error.inRendition(rendition.name)
        }
    }

    private func decodeImage(_ rendition: Rendition) throws(CompiledCatalogError) -> RGBAImage {
        if let reference = rendition.atlasReference {
            guard let atlas = atlas(for: reference) else {
                throw .damaged("its packed atlas (\(reference.atlasKey)) is not in the catalog")
            }
            guard atlas.atlasReference == nil else { throw .damaged("its packed atlas is itself a reference") }
            return try crop(try image(of: atlas), reference)
        }
        switch rendition.layout {
        case .multiSizeImageSet: throw .unsupported("a multi-size image set holds no pixels: each of its sizes is a rendition of its own")
        case .color, .namedGradient: throw .unsupported("it is a \(rendition.layout), not an image")
        case .vector: throw .unsupported("it is a vector image (\(rendition.pixelFormat)), not a bitmap")
        case .iconImageStack, .iconGroup:
            throw .unsupported("it is an Icon Composer \(rendition.layout) (its layers are renditions of their own)")
        default: break
        }
        guard rendition.width > 0, rendition.height > 0, rendition.width <= limits.maxDimension, rendition.height <= limits.maxDimension
        else {
            throw .limit("it is \(rendition.width) × \(rendition.height) pixels (at most \(limits.maxDimension) per side are decoded)")
        }
        guard rendition.payloadLength <= limits.maxDecodedBytes else { throw .limit("its payload is \(rendition.payloadLength) bytes") }
        let payload = try source.read(rendition.payloadOffset, count: rendition.payloadLength, "the payload")
        if rendition.pixelFormat == .jpeg { return try jpeg(payload) }
        guard let size = Pixels.bytesPerPixel(rendition.pixelFormat) else {
            throw .unsupported("its pixel format \(rendition.pixelFormat) is not a bitmap this reader decodes")
        }
        let rowBytes = rendition.bytesPerRow ?? rendition.width * size
        guard rowBytes >= rendition.width * size, rowBytes <= rendition.width * size + 4096,
            rowBytes * rendition.height <= limits.maxDecodedBytes
        else {
            throw .damaged("it declares \(rowBytes)-byte rows for \(rendition.width) pixels")
        }
        let bitmap = try StoredBitmap(payload, height: rendition.height)
        switch try bitmap.decode(
            width: rendition.width, height: rendition.height, bytesPerPixel: size, rowBytes: rowBytes, format: rendition.pixelFormat,
            limits: limits)
        {
        case .rgba(let pixels):
            return RGBAImage(width: rendition.width, height: rendition.height, pixels: pixels)
        case .rows(let rows, let rowBytes):
            let pixels = try Pixels.straightRGBA(
                rows: rows, rowBytes: rowBytes, width: rendition.width, height: rendition.height, format: rendition.pixelFormat)
            return RGBAImage(width: rendition.width, height: rendition.height, pixels: pixels)
        }
    }

    /// JPEG renditions: the file itself, or wrapped in a raw-data (`RAWD`) block.
    private func jpeg(_ payload: ByteReader) throws(CompiledCatalogError) -> RGBAImage {
        var region = payload
        if payload.count >= 12, try payload.tag(0) == "RAWD" { region = try payload.sub(12, count: try payload.u32(8), "the JPEG data") }
        do throws(ImageDecodeError) {
            return try JPEGDecoder(maxDimension: limits.maxDimension).decode(Data(region.contents), path: "JPEG rendition")
        } catch {
            throw .damaged("its JPEG could not be decoded: \(error.detail)")
        }
    }

    private func crop(_ atlas: RGBAImage, _ reference: AtlasReference) throws(CompiledCatalogError) -> RGBAImage {
        guard reference.width > 0, reference.height > 0, reference.x >= 0, reference.y >= 0, reference.x + reference.width <= atlas.width,
            reference.y + reference.height <= atlas.height
        else {
            throw .damaged(
                "its rectangle in the atlas (\(reference.x), \(reference.y), \(reference.width) × \(reference.height)) lies outside it")
        }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(reference.width * reference.height * 4)
        // The rectangle's origin is the atlas's bottom-left corner (Core Graphics' convention).
        let top = atlas.height - reference.y - reference.height
        for row in top..<top + reference.height {
            let start = (row * atlas.width + reference.x) * 4
            pixels += atlas.pixels[start..<start + reference.width * 4]
        }
        return RGBAImage(width: reference.width, height: reference.height, pixels: pixels)
    }
}
