"""Colour arithmetic the chafa comparisons share (numpy): sRGB to linear light, OKLab, and box
filters that downsample an image exactly as a cell grid covers it."""

import numpy as np


def srgb_to_linear(values):
    values = values / 255.0
    return np.where(values <= 0.04045, values / 12.92, ((values + 0.055) / 1.055) ** 2.4)


def linear_to_oklab(rgb):
    lms = rgb @ np.array([[0.4122214708, 0.2119034982, 0.0883024619],
                          [0.5363325363, 0.6806995451, 0.2817188376],
                          [0.0514459929, 0.1073969566, 0.6299787005]])
    lms = np.cbrt(lms)
    return lms @ np.array([[0.2104542553, 1.9779984951, 0.0259040371],
                           [0.7936177850, -2.4285922050, 0.7827717662],
                           [-0.0040720468, 0.4505937099, -0.8086757660]])


def box_weights(source, target):
    """target x source matrix: each row averages the source span the target sample covers."""
    matrix = np.zeros((target, source))
    scale = source / target
    for index in range(target):
        start, end = index * scale, (index + 1) * scale
        for pixel in range(int(start), min(source, int(np.ceil(end)))):
            matrix[index, pixel] = (min(end, pixel + 1) - max(start, pixel)) / scale
    return matrix
